import { type SQL, and, count, desc, eq, ilike } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type Page, pageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { devices } from '../../modules/devices/index.js';
import type { ScratchNote, ScratchNoteAddInput, ScratchNoteListQuery } from './contracts.js';
import { scratchNotes } from './schema.js';

const columns = {
  id: scratchNotes.id,
  orgId: scratchNotes.orgId,
  body: scratchNotes.body,
  deviceCode: scratchNotes.deviceCode,
  createdAt: scratchNotes.createdAt,
};

/** The notes of the organisations in the caller's data scope, newest first. */
export async function listNotes(db: Database, query: ScratchNoteListQuery, auth: AuthContext): Promise<Page<ScratchNote>> {
  const where: SQL | undefined = and(
    scopeCondition(auth, { org: scratchNotes.orgId, user: scratchNotes.createdBy }),
    query.body ? ilike(scratchNotes.body, containsPattern(query.body)) : undefined,
  );
  return pageQuery({
    params: query,
    sortable: { createdAt: scratchNotes.createdAt },
    defaultOrder: [desc(scratchNotes.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(columns)
          .from(scratchNotes)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    count: async () => (await db.select({ n: count() }).from(scratchNotes).where(where))[0]?.n ?? 0,
  });
}

/** A note of the caller's organisation. */
export async function addNote(db: Database, input: ScratchNoteAddInput, auth: AuthContext): Promise<{ id: number }> {
  const [row] = await db
    .insert(scratchNotes)
    .values({ orgId: auth.orgId, body: input.body, createdBy: auth.userId })
    .returning({ id: scratchNotes.id });
  return row!;
}

/**
 * When a device's identity changed (devices.forgotten): a note of its organisation. The devices
 * area stands below this one: read through its face, never written.
 */
export async function noteDeviceChange(db: Database, deviceCode: string): Promise<void> {
  const [device] = await db.select({ orgId: devices.orgId }).from(devices).where(eq(devices.deviceCode, deviceCode));
  if (!device) return;
  await db.insert(scratchNotes).values({ orgId: device.orgId, body: `Device ${deviceCode} changed its identity`, deviceCode });
}
