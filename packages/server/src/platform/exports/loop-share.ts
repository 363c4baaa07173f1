import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** A pause between an export's batches is never longer than this, so progress and heartbeat keep coming. */
const LONGEST_REST_MS = 1000;

/**
 * Keeps an export's batches to a share of the event loop. Between two batches it looks at how
 * long the loop was busy since the last one (the batch's own reading and whatever requests came
 * meanwhile) and rests until that busy time is at most `share` of the time gone by: the API's
 * requests find the loop free most of the time, and the busier the API, the slower the export.
 */
export class LoopShare {
  private since = performance.eventLoopUtilization();

  constructor(private readonly share: number) {}

  async rest(): Promise<void> {
    const { active, idle } = performance.eventLoopUtilization(this.since);
    const rest = Math.min(active / this.share - (active + idle), LONGEST_REST_MS);
    if (rest > 0) await sleep(rest);
    this.since = performance.eventLoopUtilization();
  }
}
