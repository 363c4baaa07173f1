import { PUBLIC } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { hookRoutes, methodsOf } from '../routes/route-hooks.js';
import { isWriteRoute } from '../routes/writes.js';
import type { DatabaseHandle } from './database.js';
import { listenWhileOpen } from './notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process has heard of written tables (for answers kept until their tables change). */
    tableChanges: TableChanges;
  }
}

/**
 * The channel the `table_changes` migration's statement triggers notify after a commit, with the
 * written table's name. Only tables whose reads are kept in memory have the trigger: a NOTIFY makes
 * commits that send one wait for each other, which a busy table must not pay.
 */
export const TABLE_CHANGES_CHANNEL = 'vr_table_changed';

/**
 * Counts the changes this process has heard of, per table and for everything (a write request of
 * this process, or a moment without a LISTEN connection). A kept answer remembers the `stampOf` its
 * tables taken before it read them, and stands while the stamp is unchanged: a change that commits
 * while the answer is being read changes the stamp, so the answer is never served again.
 */
export class TableChanges {
  private readonly counts = new Map<string, number>();
  private everything = 0;
  private hearing = false;

  /** The stamp of these tables now; null while changes go unheard (nothing may be kept then). */
  stampOf(tables: readonly string[]): string | null {
    if (!this.hearing) return null;
    let stamp = String(this.everything);
    for (const table of tables) stamp += `:${this.counts.get(table) ?? 0}`;
    return stamp;
  }

  changed(table: string): void {
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  changedAll(): void {
    this.everything += 1;
  }

  /** Whether changes are heard; what was written while they were not is unknown, so everything counts as changed. */
  setListening(on: boolean): void {
    this.hearing = on;
    this.changedAll();
  }

  get listening(): boolean {
    return this.hearing;
  }
}

/**
 * Every process hears the tables any process wrote, from when the app is ready until it closes.
 * A signed-in caller's write request counts as a change of everything before it answers, so the
 * caller's next read never gets an answer older than its own write, even before the database's
 * notice of it arrives. A public write (a sign-in, a payment provider's notification, a machine's
 * report) does not: no caller reads kept answers on its strength, its writes are heard like any
 * other process's, and at a fleet's pace of sales it would leave nothing kept for long.
 */
export function installTableChanges(app: FastifyInstance, database: DatabaseHandle): TableChanges {
  const changes = new TableChanges();
  app.decorate('tableChanges', changes);
  listenWhileOpen(
    app,
    database,
    TABLE_CHANGES_CHANNEL,
    {
      message: (table) => changes.changed(table),
      listening: (on, err) => {
        if (!on) app.log.warn({ err }, 'not hearing table changes: kept answers are read from the database until it is back');
        changes.setListening(on);
      },
    },
    () => changes.setListening(false),
  );
  hookRoutes(
    app,
    'onSend',
    (route) => route.config?.access !== PUBLIC && methodsOf(route).some((method) => isWriteRoute(method, route.config)),
    async (_request: unknown, _reply: unknown, payload: unknown) => {
      changes.changedAll();
      return payload;
    },
  );
  return changes;
}
