import { message } from '@vr/contracts';
import { and, desc, eq, gt, isNull, max, or, sql } from 'drizzle-orm';
import { loginLogs } from '../audit/schema.js';
import type { Database } from '../db/database.js';

/**
 * Lockout per account name and client address, read from the login log: `maxFailures` wrong
 * passwords for one name from one address within `lockMinutes`, since that address's last success
 * and the account's last unlock, lock that address out of that name until the oldest of them is
 * `lockMinutes` old. Another address is not affected, so nobody can lock the administrator out
 * from elsewhere; known and unknown names behave alike. The login log is shared by every process.
 */
export interface LockoutRule {
  maxFailures: number;
  lockMinutes: number;
}

/** How a wrong password is written to the login log (the rows this rule counts). */
export const PASSWORD_FAILURE_TEXT = message('badCredentials', 'en');
/** How an administrator's unlock is written to the login log (outcome 0, no address). */
export const UNLOCK_TEXT = message('signInUnlockedByAdmin', 'en');

/** The recent wrong passwords of a name from an address that count towards its lock, newest first. */
export async function countedFailures(db: Database, username: string, ip: string | null, rule: LockoutRule, now: number): Promise<Date[]> {
  const fromAddress = ip === null ? isNull(loginLogs.ip) : eq(loginLogs.ip, ip);
  const lastReset = db
    .select({ id: max(loginLogs.id) })
    .from(loginLogs)
    .where(and(eq(loginLogs.username, username), eq(loginLogs.outcome, 0), or(fromAddress, isNull(loginLogs.ip))));
  const rows = await db
    .select({ at: loginLogs.createdAt })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.username, username),
        fromAddress,
        eq(loginLogs.outcome, 1),
        eq(loginLogs.message, PASSWORD_FAILURE_TEXT),
        gt(loginLogs.createdAt, new Date(now - rule.lockMinutes * 60_000)),
        gt(loginLogs.id, sql`coalesce((${lastReset}), 0)`),
      ),
    )
    .orderBy(desc(loginLogs.id))
    .limit(rule.maxFailures);
  return rows.map((r) => r.at);
}

/** When the lock these failures (newest first) make ends, or null when they make none. */
export function lockEnd(failures: Date[], rule: LockoutRule, now: number): Date | null {
  const oldest = failures[rule.maxFailures - 1];
  if (!oldest) return null;
  const end = new Date(oldest.getTime() + rule.lockMinutes * 60_000);
  return end.getTime() > now ? end : null;
}

/** A name and an address, as the login log has them. */
export interface SignInSource {
  username: string;
  ip: string | null;
}

const sourceKey = (s: SignInSource) => JSON.stringify([s.username, s.ip]);

/**
 * The current locks among the given names and addresses (a name alone: from any address), keyed
 * by `lockKey`. One grouped query finds the candidates; only those are checked one by one.
 */
export async function currentLocks(
  db: Database,
  sources: (SignInSource | { username: string; ip?: undefined })[],
  rule: LockoutRule,
  now = Date.now(),
): Promise<Map<string, Date>> {
  const locks = new Map<string, Date>();
  if (sources.length === 0) return locks;
  const which = or(
    ...sources.map((s) =>
      s.ip === undefined
        ? eq(loginLogs.username, s.username)
        : and(eq(loginLogs.username, s.username), s.ip === null ? isNull(loginLogs.ip) : eq(loginLogs.ip, s.ip)),
    ),
  );
  const candidates = await db
    .select({ username: loginLogs.username, ip: loginLogs.ip })
    .from(loginLogs)
    .where(
      and(
        which,
        eq(loginLogs.outcome, 1),
        eq(loginLogs.message, PASSWORD_FAILURE_TEXT),
        gt(loginLogs.createdAt, new Date(now - rule.lockMinutes * 60_000)),
      ),
    )
    .groupBy(loginLogs.username, loginLogs.ip)
    .having(sql`count(*) >= ${rule.maxFailures}`);
  for (const c of candidates) {
    const end = lockEnd(await countedFailures(db, c.username, c.ip, rule, now), rule, now);
    if (end) locks.set(sourceKey(c), end);
  }
  return locks;
}

/** The key of `currentLocks`' answer for a name and an address. */
export const lockKey = sourceKey;

/** Ends every lock of an account and its counts of failures, from every address (an unlock row). */
export async function endLockout(db: Database, account: { id: number; username: string }): Promise<void> {
  await db
    .insert(loginLogs)
    .values({ username: account.username, userId: account.id, ip: null, outcome: 0, message: UNLOCK_TEXT, createdAt: new Date() });
}
