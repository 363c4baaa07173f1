import type { dictData } from './schema.js';

type DataRow = typeof dictData.$inferSelect;

/**
 * The entries of each dictionary type, kept in process memory: every screen asks for the same
 * few types. Cleared by every write to dictionaries and by "refresh cache". A second server
 * process would keep its own copy until its next change or refresh (design.md: one process).
 */
class DictCache {
  private readonly byType = new Map<string, DataRow[]>();

  /** Dictionary types held (for the monitoring screen). */
  size(): number {
    return this.byType.size;
  }
  get(type: string): DataRow[] | undefined {
    return this.byType.get(type);
  }
  set(type: string, rows: DataRow[]): void {
    this.byType.set(type, rows);
  }
  clear(): void {
    this.byType.clear();
  }
}

export const dictCache = new DictCache();
