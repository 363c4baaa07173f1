import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a recent run, by file name (`node scripts/e2e-durations.mjs`
 * writes it from the last `npm test`). A file not listed counts as the median.
 */
const seconds: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

/**
 * Each shard's share of the seconds, from E2E_SHARD_SHARES ("85,15": the first shard takes 85 %),
 * for shards that do not all start at once; equal shares otherwise.
 */
function sharesOf(count: number): number[] {
  const given = (process.env['E2E_SHARD_SHARES'] ?? '').split(',').map(Number);
  return given.length === count && given.every((n) => n > 0) ? given : new Array<number>(count).fill(1);
}

/**
 * Splits the files among the shards by how long they take, longest first onto the shard furthest
 * below its share, so the shards end together (vitest's own split balances file counts).
 */
export class DurationSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const known = Object.values(seconds).sort((a, b) => a - b);
    const fallback = known[Math.floor(known.length / 2)] ?? 60;
    const weight = (file: TestSpecification) => seconds[basename(file.moduleId)] ?? fallback;
    const shares = sharesOf(count);
    const loads = new Array<number>(count).fill(0);
    const shards = Array.from({ length: count }, () => [] as TestSpecification[]);
    const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId));
    for (const file of ordered) {
      const relative = loads.map((load, i) => (load + weight(file)) / shares[i]!);
      const least = relative.indexOf(Math.min(...relative));
      loads[least] = loads[least]! + weight(file);
      shards[least]!.push(file);
    }
    return shards[index - 1] ?? [];
  }
}
