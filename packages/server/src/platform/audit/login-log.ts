import type { Database } from '../db/database.js';
import { loginLogs } from './schema.js';

/** One line of the login log: a sign-in attempt and its outcome, or an administrator's unlock. */
export type LoginLogEntry = Omit<typeof loginLogs.$inferInsert, 'id'>;

export async function writeLoginLog(db: Database, entry: LoginLogEntry): Promise<void> {
  await db.insert(loginLogs).values(entry);
}
