import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.js';
import type { Database } from '../../platform/db/database.js';
import { users } from '../../platform/identity/schema.js';

/** Notes a successful sign-in on the account: when, and from which address. */
export async function recordSignIn(db: Database, userId: number, ip: string | null): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date(), lastLoginIp: ip }).where(eq(users.id, userId));
}

/** What the holder of an account keeps up to date: name, phone, email, gender. */
export interface AccountDetails {
  employeeName: string;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  gender?: string | null | undefined;
}

/** A detail left out stays as it is; one given as null is cleared. */
export async function setAccountDetails(db: Database, userId: number, details: AccountDetails): Promise<void> {
  await db
    .update(users)
    .set({
      employeeName: details.employeeName,
      ...(details.phone !== undefined && { phone: details.phone }),
      ...(details.email !== undefined && { email: details.email }),
      ...(details.gender !== undefined && { gender: details.gender }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Stores the hash of a new password (the account's sessions are the caller's to end). */
export async function setAccountPassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setAccountAvatar(db: Database, userId: number, url: string): Promise<void> {
  await db.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.id, userId));
}
