import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@vr/contracts';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { lazy } from '../../platform/lazy.js';
import { captchas } from '../../platform/identity/schema.js';

/** svg-captcha parses its font when loaded: done by the first captcha, not at start. */
const loadSvgCaptcha = lazy(async () => (await import('svg-captcha')).default);

export async function issueCaptcha(db: Database): Promise<{ uuid: string; img: string }> {
  const svgCaptcha = await loadSvgCaptcha();
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f5f7fa',
    width: 120,
    height: 40,
    fontSize: 44,
  });
  const uuid = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values({
    uuid,
    answer: text.toLowerCase(),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

export type CaptchaCheck = 'ok' | 'expired' | 'wrong';

/** Single use: the answer is removed whether it matches or not. Case-insensitive. */
export async function consumeCaptcha(db: Database, uuid: string, code: string): Promise<CaptchaCheck> {
  if (!uuid) return 'expired';
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, uuid)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return 'expired';
  return row.answer === code.trim().toLowerCase() ? 'ok' : 'wrong';
}

/** Test hook: the answer of a captcha, without consuming it. */
export async function peekCaptchaAnswer(db: Database, uuid: string): Promise<string | null> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid));
  return row?.answer ?? null;
}
