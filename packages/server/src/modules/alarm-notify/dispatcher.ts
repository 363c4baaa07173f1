import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { type DispatchChannels, dispatchDue, notifyTunables } from './dispatch.js';

/** The running dispatcher: a round of `dispatchDue` every `pollMs`, one at a time, until stopped. */
export class NotifyDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private running = false;

  constructor(
    private readonly db: Database,
    private readonly channels: DispatchChannels,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.round = dispatchDue(this.db, new Date(), this.channels)
        .catch((err: unknown) => this.log.error({ err }, 'alarm notifications: a dispatch round failed'))
        .finally(() => {
          this.round = null;
          this.schedule();
        });
    }, notifyTunables.pollMs);
    this.timer.unref();
  }

  /** Stops looking; waits for the round in hand. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
    this.channels.mailer?.close();
  }
}
