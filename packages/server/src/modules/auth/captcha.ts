import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { lazy } from '../../platform/lazy.js';
import { storeCaptcha, takeCaptcha } from '../../platform/auth/captcha-store.js';

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
  await storeCaptcha(db, { uuid, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) });
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

export type CaptchaCheck = 'ok' | 'expired' | 'wrong';

/** Single use: the answer is removed whether it matches or not. Case-insensitive. */
export async function consumeCaptcha(db: Database, uuid: string, code: string): Promise<CaptchaCheck> {
  if (!uuid) return 'expired';
  const row = await takeCaptcha(db, uuid);
  if (!row || row.expiresAt.getTime() < Date.now()) return 'expired';
  return row.answer === code.trim().toLowerCase() ? 'ok' : 'wrong';
}
