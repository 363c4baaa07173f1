import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { captchas } from '../identity/schema.js';

/** Keeps a captcha's answer until `expiresAt`; answers already expired are deleted on the way. */
export async function storeCaptcha(db: Database, captcha: { uuid: string; answer: string; expiresAt: Date }): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values(captcha);
}

/** Removes a captcha and answers what it was (null when there is none): an answer is taken once. */
export async function takeCaptcha(db: Database, uuid: string): Promise<{ answer: string; expiresAt: Date } | null> {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.uuid, uuid))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  return row ?? null;
}
