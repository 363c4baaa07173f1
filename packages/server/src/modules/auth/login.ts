import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, type LoginInput, type MessageKey, message } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { DUMMY_HASH, verifyPassword } from '../../platform/auth/password.js';
import { type SessionMeta, createSession } from '../../platform/auth/sessions.js';
import { users } from '../../platform/identity/schema.js';
import { loginLogs } from '../../platform/audit/schema.js';
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
 * Signs a user in: captcha (single use), lockout after N failures for M minutes (parameters),
 * password check, then a new server-side session. Every attempt is written to the login log.
 */
export async function login(db: Database, input: Required<LoginInput>, meta: SessionMeta, options: LoginOptions): Promise<string> {
  const username = input.username.trim();
  const maxFailures = options.maxFailures ?? LOGIN_MAX_FAILURES;
  const lockMinutes = options.lockMinutes ?? LOGIN_LOCK_MINUTES;
  const record = async (outcome: 0 | 1, key: MessageKey, userId: number | null, params?: Record<string, number>) => {
    await db.insert(loginLogs).values({
      username: username.slice(0, 50),
      userId,
      ip: meta.ip,
      browser: meta.browser,
      os: meta.os,
      outcome,
      message: message(key, 'en', params),
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
  if (!user) {
    await verifyPassword(input.password, DUMMY_HASH);
    await record(1, 'badCredentials', null);
    throw AppError.badRequest('badCredentials');
  }

  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - now) / 60_000);
    await record(1, 'accountLocked', user.id, { minutes });
    throw AppError.badRequest('accountLocked', { minutes });
  }

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const failures = user.failedLogins + 1;
    if (failures >= maxFailures) {
      await db
        .update(users)
        .set({ failedLogins: 0, lockedUntil: new Date(now + lockMinutes * 60_000) })
        .where(eq(users.id, user.id));
      await record(1, 'accountLocked', user.id, { minutes: lockMinutes });
      throw AppError.badRequest('accountLocked', { minutes: lockMinutes });
    }
    await db.update(users).set({ failedLogins: failures }).where(eq(users.id, user.id));
    await record(1, 'badCredentials', user.id);
    throw AppError.badRequest('badCredentials');
  }

  if (user.status !== 0) {
    await record(1, 'accountDisabled', user.id);
    throw AppError.badRequest('accountDisabled');
  }

  const token = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date(now), lastLoginIp: meta.ip })
      .where(eq(users.id, user.id));
    return createSession(tx as unknown as Database, user.id, meta, options.sessionTtlMinutes);
  });
  await record(0, 'loginSuccess', user.id);
  return token;
}
