import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { captchas } from '../platform/identity/schema.js';

/** The answer of a captcha, without consuming it (what a person reads off the picture). */
export async function peekCaptchaAnswer(db: Database, uuid: string): Promise<string | null> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid));
  return row?.answer ?? null;
}
