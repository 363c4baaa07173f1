import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { saleLinks } from './schema.js';

const newToken = () => randomBytes(16).toString('base64url');

/**
 * The current link token of each of these machines; a machine without one gets one now (a second
 * caller racing for the same machine loses on the unique index and reads the winner's).
 */
export async function currentLinks(db: Database, deviceIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0) return new Map();
  const read = async () =>
    new Map(
      (
        await db
          .select({ deviceId: saleLinks.deviceId, token: saleLinks.token })
          .from(saleLinks)
          .where(and(inArray(saleLinks.deviceId, ids), isNull(saleLinks.replacedAt)))
      ).map((r) => [r.deviceId, r.token]),
    );
  const known = await read();
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  await db
    .insert(saleLinks)
    .values(missing.map((deviceId) => ({ deviceId, token: newToken() })))
    .onConflictDoNothing();
  return read();
}

/** Replaces a machine's link: the current one is marked replaced and a new one issued, in one transaction. */
export async function remakeLink(db: Database, deviceId: number, userId: number, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(saleLinks)
      .set({ replacedAt: now, replacedBy: userId })
      .where(and(eq(saleLinks.deviceId, deviceId), isNull(saleLinks.replacedAt)));
    const [row] = await tx.insert(saleLinks).values({ deviceId, token: newToken() }).returning({ token: saleLinks.token });
    return row!.token;
  });
}

/** What a token names: the machine of a current link, a replaced link, or nothing. */
export type LinkLookup = { kind: 'current'; deviceId: number } | { kind: 'replaced' } | { kind: 'unknown' };

export async function lookUpLink(db: Database, token: string): Promise<LinkLookup> {
  const [row] = await db
    .select({ deviceId: saleLinks.deviceId, replacedAt: saleLinks.replacedAt })
    .from(saleLinks)
    .where(eq(saleLinks.token, token));
  if (!row) return { kind: 'unknown' };
  return row.replacedAt ? { kind: 'replaced' } : { kind: 'current', deviceId: row.deviceId };
}
