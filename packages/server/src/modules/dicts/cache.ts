import type { Database } from '../../platform/db/database.js';
import { sessionOf } from '../../platform/db/prepared.js';
import type { dictData } from './schema.js';

type DataRow = typeof dictData.$inferSelect;

/**
 * The entries of each dictionary type, kept in process memory per database session: every screen
 * asks for the same few types. Cleared by every write to dictionaries and by "refresh cache". Two
 * databases in one process (the tests) never read each other's entries; a second server process
 * keeps its own copy until its next change or refresh (design.md: one process).
 */
class DictCache {
  private sessions = new WeakMap<object, Map<string, DataRow[]>>();
  /** The entries of the session used last: what the monitoring screen counts. */
  private latest: Map<string, DataRow[]> | undefined;

  private of(db: Database): Map<string, DataRow[]> {
    const session = sessionOf(db);
    let byType = this.sessions.get(session);
    if (!byType) this.sessions.set(session, (byType = new Map()));
    this.latest = byType;
    return byType;
  }

  /** Dictionary types held (for the monitoring screen). */
  size(): number {
    return this.latest?.size ?? 0;
  }
  get(db: Database, type: string): DataRow[] | undefined {
    return this.of(db).get(type);
  }
  set(db: Database, type: string, rows: DataRow[]): void {
    this.of(db).set(type, rows);
  }
  clear(): void {
    this.sessions = new WeakMap();
    this.latest = undefined;
  }
}

export const dictCache = new DictCache();
