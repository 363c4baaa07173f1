import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, type LoginInput, type MessageKey, message } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { dummyHash, verifyPassword } from '../../platform/auth/password.js';
import { clearFailures, lockedUntil, recordFailure } from '../../platform/auth/sign-in-lockout.js';
import { type SessionMeta, createSession } from '../../platform/auth/sessions.js';
import { users } from '../../platform/identity/schema.js';
import { writeLoginLog } from '../../platform/audit/login-log.js';
import { recordSignIn } from '../users/index.js';
import { consumeCaptcha } from './captcha.js';

export interface LoginOptions {
  captchaEnabled: boolean;
  sessionTtlMinutes: number;
  /** Failures in a row that lock the account (parameter sys.account.maxRetryCount). */
  maxFailures?: number;
  /** Minutes a locked account waits (parameter sys.account.lockTime). */
  lockMinutes?: number;
}

/**
 * Signs a user in: captcha (single use), lockout of the name from this address after N failures
 * for M minutes (parameters), password check, then a new server-side session. Every attempt is
 * written to the login log; the lockout keeps its own counts (`platform/auth/sign-in-lockout.ts`).
 */
export async function login(db: Database, input: Required<LoginInput>, meta: SessionMeta, options: LoginOptions): Promise<string> {
  const username = input.username.trim();
  const loggedName = username.slice(0, 50);
  const maxFailures = options.maxFailures ?? LOGIN_MAX_FAILURES;
  const lockMinutes = options.lockMinutes ?? LOGIN_LOCK_MINUTES;
  const record = async (outcome: 0 | 1, key: MessageKey, userId: number | null, params?: Record<string, number>) => {
    await writeLoginLog(db, {
      username: loggedName,
      userId,
      ip: meta.ip,
      browser: meta.browser,
      os: meta.os,
      outcome,
      message: message(key, 'en', params),
      messageKey: key,
      messageParams: params ?? null,
      createdAt: new Date(),
    });
  };

  if (options.captchaEnabled) {
    if (!input.code.trim()) {
      await record(1, 'captchaRequired', null);
      throw AppError.field('code', 'captchaRequired');
    }
    const check = await consumeCaptcha(db, input.uuid, input.code);
    if (check !== 'ok') {
      const key = check === 'expired' ? 'captchaExpired' : 'captchaWrong';
      await record(1, key, null);
      throw AppError.field('code', key);
    }
  }

  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const userId = user?.id ?? null;
  const source = { username: loggedName, ip: meta.ip };
  const minutesUntil = (end: Date) => Math.ceil((end.getTime() - Date.now()) / 60_000);
  const locked = await lockedUntil(db, source, new Date());
  if (locked) {
    const minutes = minutesUntil(locked);
    await record(1, 'accountLocked', userId, { minutes });
    throw AppError.badRequest('accountLocked', { minutes });
  }

  // An unknown name costs the same comparison and answers the same, so it cannot be told apart.
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? dummyHash());
  if (!user || !passwordMatches) {
    await record(1, 'badCredentials', userId);
    const lockedNow = await recordFailure(db, source, { maxFailures, lockMinutes }, new Date());
    if (lockedNow) throw AppError.badRequest('accountLocked', { minutes: minutesUntil(lockedNow) });
    throw AppError.badRequest('badCredentials');
  }

  if (user.status !== 0) {
    await record(1, 'accountDisabled', user.id);
    throw AppError.badRequest('accountDisabled');
  }

  const token = await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    await recordSignIn(tx, user.id, meta.ip);
    return createSession(tx, user.id, meta, options.sessionTtlMinutes);
  });
  await clearFailures(db, source);
  await record(0, 'loginSuccess', user.id);
  return token;
}
