import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { sessions, users } from '../identity/schema.js';
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

/** Last-seen is written at most this often, so reads do not turn into a write each. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ActiveSession {
  sessionId: string;
  userId: number;
  username: string;
  employeeName: string;
  orgId: number;
  userStatus: number;
}

/** Finds a live session and slides its expiry; null when unknown or expired. */
export async function findSession(db: Database, token: string, ttlMinutes: number): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const now = new Date();
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      username: users.username,
      employeeName: users.employeeName,
      orgId: users.orgId,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMinutes * 60_000) })
      .where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...session } = row;
  return session;
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
