import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../identity/schema.js';
import type { Database } from '../db/database.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionMeta {
  ip: string | null;
  browser: string | null;
  os: string | null;
  userAgent: string | null;
}

export async function createSession(db: Database, userId: number, meta: SessionMeta, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    ip: meta.ip,
    browser: meta.browser,
    os: meta.os,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of an account, but for `exceptSessionId` when given; answers how many ended. */
export async function endSessionsOf(db: Database, userId: number, exceptSessionId?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
