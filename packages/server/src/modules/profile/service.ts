import { type Profile, type profileAvatarSchema, type profilePasswordSchema, type profileUpdateSchema } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { verifyPassword } from '../../platform/auth/password.js';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { orgs, roles, userRoles, users } from '../../platform/identity/schema.js';
import { deleteUpload, findUpload } from '../uploads/index.js';
import { setAccountAvatar, setAccountDetails, setAccountPassword } from '../users/index.js';

/** GET /admin/system/user/profile: the caller's own account. */
export async function loadProfile(db: Database, auth: AuthContext): Promise<Profile> {
  const [row] = await db
    .select({ user: users, orgName: orgs.name })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!row) throw AppError.unauthorized('sessionInvalid');
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, auth.userId), eq(roles.status, 0)))
    .orderBy(roles.sort, roles.id);
  const { user } = row;
  return {
    userId: user.id,
    username: user.username,
    employeeName: user.employeeName,
    phone: user.phone,
    email: user.email,
    gender: user.gender ?? null,
    avatar: user.avatar,
    orgId: user.orgId,
    orgName: row.orgName,
    roles: auth.roles,
    roleNames: roleRows.map((r) => r.name),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: user.lastLoginIp,
  };
}

/** PUT /admin/system/user/profile: name, phone, email, gender. */
export async function updateProfile(db: Database, input: z.output<typeof profileUpdateSchema>, auth: AuthContext): Promise<Profile> {
  await setAccountDetails(db, auth.userId, input);
  return loadProfile(db, auth);
}

/**
 * PUT /admin/system/user/profile/updatePwd: the current password must be right; the new one
 * ends every other session of the account (this one stays signed in).
 */
export async function changePassword(db: Database, input: z.output<typeof profilePasswordSchema>, auth: AuthContext): Promise<number> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw AppError.unauthorized('sessionInvalid');
  if (!(await verifyPassword(input.oldPassword, user.hash))) throw AppError.field('oldPassword', 'profileOldPasswordWrong');
  if (input.oldPassword === input.newPassword) throw AppError.field('newPassword', 'profileSamePassword');
  await setAccountPassword(db, auth.userId, input.newPassword);
  return endSessionsOf(db, auth.userId, auth.sessionId);
}

/**
 * PUT /admin/system/user/profile/avatar: an image the caller uploaded as an avatar. The
 * previous avatar file, when it was the caller's own upload, is removed.
 */
export async function setAvatar(
  db: Database,
  storage: FileStorage,
  input: z.output<typeof profileAvatarSchema>,
  auth: AuthContext,
): Promise<{ avatar: string }> {
  const upload = await findUpload(db, input.avatar);
  if (!upload || upload.userId !== auth.userId || upload.dataEntity !== 'user' || upload.dataField !== 'avatar') {
    throw AppError.field('avatar', 'profileAvatarNotUploaded');
  }
  const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, auth.userId)).limit(1);
  await setAccountAvatar(db, auth.userId, upload.url);
  const previous = before?.avatar;
  if (previous && previous !== upload.url) {
    const old = await findUpload(db, previous);
    if (old && old.userId === auth.userId) await deleteUpload(db, storage, previous, auth);
  }
  return { avatar: upload.url };
}
