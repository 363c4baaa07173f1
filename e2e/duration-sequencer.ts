import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a recent run, by file name (`node scripts/e2e-durations.mjs`
 * writes it from the last `npm test`). A file not listed counts as the median.
 */
const seconds: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

/**
 * Splits the files among the shards by how long they take, longest first onto the least loaded
 * shard, so the shards running at once end together (vitest's own split balances file counts).
 */
export class DurationSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const known = Object.values(seconds).sort((a, b) => a - b);
    const fallback = known[Math.floor(known.length / 2)] ?? 60;
    const weight = (file: TestSpecification) => seconds[basename(file.moduleId)] ?? fallback;
    const loads = new Array<number>(count).fill(0);
    const shards = Array.from({ length: count }, () => [] as TestSpecification[]);
    const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId));
    for (const file of ordered) {
      const least = loads.indexOf(Math.min(...loads));
      loads[least] = loads[least]! + weight(file);
      shards[least]!.push(file);
    }
    return shards[index - 1] ?? [];
  }
}
