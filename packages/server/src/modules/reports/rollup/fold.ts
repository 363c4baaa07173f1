import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundWork } from '../../../platform/background.js';
import type { Database } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { businessTimeZone } from '../../../platform/settings/time-zone.js';
import { recountKeys } from './rollup-keys.js';
import { idArray } from './rollup-sql.js';
import { salesChanged } from './sales-generation.js';

/** Advisory-lock namespace of the sales folder (first key of pg_try_advisory_xact_lock(int, int)): "VF". */
const FOLD_LOCK = 0x5646;
/** Queued orders one fold takes; a longer queue is taken in several transactions. */
const FOLD_BATCH = 5000;

/**
 * Queues orders whose sales changed, in the caller's transaction: no roll-up row is touched, so
 * the order intake, payments and refunds never wait on one another's roll-up rows. The folder
 * recounts them a moment after the commit.
 */
export async function queueSalesRecount(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.execute(sql`insert into rpt_sales_pending (order_id) select unnest(${idArray(orderIds)}::bigint[])`);
  for (const folder of folders) folder.soon();
}

/**
 * One fold: the oldest queued orders taken off the queue and their roll-up keys recounted from the
 * orders, in one transaction; 'busy' while another folder (another process) holds the fold.
 * A recount reads each key's orders as committed when it runs, so an order queued again meanwhile
 * is simply recounted again: every fold leaves exact figures for what it took.
 */
async function foldOnce(db: Database): Promise<number | 'busy'> {
  const zone = await businessTimeZone(db);
  const taken = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}::int, 1) as got`));
    if (!lock?.got) return 'busy' as const;
    const rows = rowsOf<{ order_id: number | string }>(
      await tx.execute(sql`
        delete from rpt_sales_pending
         where id in (select id from rpt_sales_pending order by id limit ${FOLD_BATCH})
        returning order_id`),
    );
    if (rows.length > 0) await recountKeys(tx as unknown as Database, [...new Set(rows.map((r) => Number(r.order_id)))], zone);
    return rows.length;
  });
  if (taken !== 'busy' && taken > 0) salesChanged();
  return taken;
}

/**
 * Folds until the queue is empty, waiting for a fold under way elsewhere: afterwards every change
 * committed before the call is in the roll-ups (seeding, tests, a rebuild that must start level).
 */
export async function settleSales(db: Database): Promise<void> {
  for (;;) {
    const taken = await foldOnce(db);
    if (taken === 0) return;
    if (taken === 'busy') await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The folder of one server process: folds shortly after this process queues, and looks for others' queued orders every half second. */
class SalesFolder {
  private timer: NodeJS.Timeout | null = null;
  private readonly poll: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.poll = setInterval(() => this.soon(), 500);
    this.poll.unref();
    this.soon();
  }

  /** A fold soon: a few milliseconds from now, so that the queuing transaction has committed and its neighbours join it. */
  soon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.run();
    }, 20);
  }

  private run(): void {
    this.running = (async () => {
      try {
        for (;;) {
          this.again = false;
          const taken = await foldOnce(this.db);
          if (taken === 'busy' || (taken < FOLD_BATCH && !this.again)) break;
        }
      } catch (err) {
        // Left queued (the transaction rolled back): the next fold takes them again.
        this.log.error({ err }, 'sales roll-ups: fold failed');
      } finally {
        this.running = null;
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

const folders = new Set<SalesFolder>();

/** The folder of the sales roll-ups, running in every server process. */
export const salesFolder: BackgroundWork = {
  name: 'sales roll-ups',
  start({ db, log }) {
    const folder = new SalesFolder(db, log);
    folders.add(folder);
    return async () => {
      folders.delete(folder);
      await folder.stop();
    };
  },
};
