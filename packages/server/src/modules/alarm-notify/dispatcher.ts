import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { type DispatchChannels, dispatchDue, notifyTunables } from './dispatch.js';

/** The dispatchers running in this process (one per app; tests may start more). */
const running = new Set<NotifyDispatcher>();

/**
 * Asks the dispatchers of this process for a round now: an alert or an end notice due at once was
 * written, and its people are not to wait for the next poll. Wakes arriving during a round ask for
 * one more right after it.
 */
export function wakeDispatchers(): void {
  for (const d of running) d.wake();
}

/**
 * The running dispatcher: a round of `dispatchDue` every `pollMs`, one at a time, until stopped;
 * sooner when woken.
 */
export class NotifyDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private round: Promise<void> | null = null;
  private running = false;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly channels: DispatchChannels,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    running.add(this);
    this.schedule(notifyTunables.pollMs);
  }

  /** A round as soon as possible: now when idle, right after the round in hand otherwise. */
  wake(): void {
    if (!this.running) return;
    if (this.round) {
      this.again = true;
      return;
    }
    if (this.timerAt - Date.now() > notifyTunables.wakeMs) this.schedule(notifyTunables.wakeMs);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = dispatchDue(this.db, new Date(), this.channels)
        .catch((err: unknown) => this.log.error({ err }, 'alarm notifications: a dispatch round failed'))
        .finally(() => {
          this.round = null;
          const again = this.again;
          this.again = false;
          this.schedule(again ? 0 : notifyTunables.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Stops looking; waits for the round in hand. */
  async stop(): Promise<void> {
    this.running = false;
    running.delete(this);
    if (this.timer) clearTimeout(this.timer);
    await this.round;
    this.channels.mailer?.close();
  }
}
