import { type MessageKey, message } from '@vr/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { writeLoginLog } from '../audit/login-log.js';
import type { Database } from '../db/database.js';
import { signInFailures } from '../identity/schema.js';

/**
 * Lockout per account name and client address: `maxFailures` wrong passwords for one name from one
 * address within `lockMinutes` of the first of them lock that address out of that name for
 * `lockMinutes`. Another address is not affected, so nobody can lock the administrator out from
 * elsewhere; known and unknown names behave alike. The counts live in `sys_sign_in_failure`, one row
 * per name and address, shared by every process.
 */
export interface LockoutRule {
  maxFailures: number;
  lockMinutes: number;
}

/** A name as typed at sign-in and the client's address (null when unknown). */
export interface SignInSource {
  username: string;
  ip: string | null;
}

/** How an administrator's unlock is written to the login log (outcome 0, no address). */
export const UNLOCK_KEY = 'signInUnlockedByAdmin' satisfies MessageKey;
export const UNLOCK_TEXT = message(UNLOCK_KEY, 'en');

/** Ended rows deleted per failure at most: a failure adds one row at most, so any backlog shrinks. */
const PURGE_BATCH = 100;

const addressOf = (ip: string | null) => ip ?? '';
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const isSource = (s: SignInSource) => and(eq(signInFailures.username, s.username), eq(signInFailures.ip, addressOf(s.ip)));

/** When the lock of this name from this address ends, or null when there is none now. */
export async function lockedUntil(db: Database, source: SignInSource, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(isSource(source), gt(signInFailures.lockedUntil, now)));
  return row?.until ?? null;
}

/**
 * Counts a wrong password in one statement, starting a new window when the last one (or its lock)
 * has ended; answers when the lock it makes (or one a concurrent attempt made) ends, or null.
 * Rows whose window and lock have ended are deleted on the way (a bounded batch each time), so the
 * table holds little more than the names and addresses that failed within the last window.
 */
export async function recordFailure(db: Database, source: SignInSource, rule: LockoutRule, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - rule.lockMinutes * 60_000);
  const lockEnd = new Date(now.getTime() + rule.lockMinutes * 60_000);
  const t = signInFailures;
  // Locked rows are skipped: another attempt is using them, and waiting on each other could deadlock.
  await db.execute(
    sql`delete from ${t} where (${t.username}, ${t.ip}) in (select ${t.username}, ${t.ip} from ${t}
      where ${t.firstAt} <= ${at(windowStart)} and (${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(now)})
      and not (${isSource(source)}) limit ${PURGE_BATCH} for update skip locked)`,
  );
  const ended = sql`(${t.firstAt} <= ${at(windowStart)} or ${t.lockedUntil} <= ${at(now)})`;
  const [row] = await db
    .insert(t)
    .values({
      username: source.username,
      ip: addressOf(source.ip),
      failures: 1,
      firstAt: now,
      lastAt: now,
      lockedUntil: rule.maxFailures <= 1 ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: [t.username, t.ip],
      set: {
        failures: sql`case when ${ended} then 1 else ${t.failures} + 1 end`,
        firstAt: sql`case when ${ended} then ${at(now)} else ${t.firstAt} end`,
        lastAt: now,
        lockedUntil: sql`case
          when ${ended} then case when 1 >= ${rule.maxFailures} then ${at(lockEnd)} end
          else coalesce(${t.lockedUntil}, case when ${t.failures} + 1 >= ${rule.maxFailures} then ${at(lockEnd)} end)
        end`,
      },
    })
    .returning({ until: t.lockedUntil });
  return row?.until ?? null;
}

/** A success from an address ends that address's count for the name. */
export async function clearFailures(db: Database, source: SignInSource): Promise<void> {
  await db.delete(signInFailures).where(isSource(source));
}

/** The key of `currentLocks`' answer for a name and an address. */
export const lockKey = (s: SignInSource) => JSON.stringify([s.username, addressOf(s.ip)]);

/** The current locks among the given names and addresses, keyed by `lockKey`: one query. */
export async function currentLocks(db: Database, sources: SignInSource[], now = new Date()): Promise<Map<string, Date>> {
  const locks = new Map<string, Date>();
  const names = [...new Set(sources.map((s) => s.username))];
  if (names.length === 0) return locks;
  const wanted = new Set(sources.map(lockKey));
  const rows = await db
    .select({ username: signInFailures.username, ip: signInFailures.ip, until: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(inArray(signInFailures.username, names), gt(signInFailures.lockedUntil, now)));
  for (const r of rows) {
    const key = lockKey(r);
    if (r.until && wanted.has(key)) locks.set(key, r.until);
  }
  return locks;
}

/**
 * Ends every lock of an account and its counts of failures, from every address, and writes the
 * unlock to the login log. Answers whether it was locked from any address.
 */
export async function endLockout(db: Database, account: { id: number; username: string }, now = new Date()): Promise<boolean> {
  const ended = await db
    .delete(signInFailures)
    .where(eq(signInFailures.username, account.username))
    .returning({ until: signInFailures.lockedUntil });
  await writeLoginLog(db, {
    username: account.username,
    userId: account.id,
    ip: null,
    outcome: 0,
    message: UNLOCK_TEXT,
    messageKey: UNLOCK_KEY,
    createdAt: now,
  });
  return ended.some((r) => r.until !== null && r.until > now);
}
