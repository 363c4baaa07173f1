import { z } from 'zod';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { isSafeUrl } from './safe-url.js';
import { EMPLOYEE_NAME_MAX, GENDERS, PHONE_PATTERN, USER_PASSWORD_MAX, USER_PASSWORD_MIN } from './user.js';
import { messageGroup } from './messages.js';

/**
 * The signed-in user's own details (fixed route /profile/index). The fields follow the account
 * rules (contracts/user.ts): employee name required, valid phone and email,
 * password 5–20 with a matching confirmation.
 */
export const PROFILE_API = {
  profile: '/admin/system/user/profile',
  updatePwd: '/admin/system/user/profile/updatePwd',
  avatar: '/admin/system/user/profile/avatar',
} as const;

addMissingFieldLabels(messageGroup('profile.field.'));

const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** PUT /admin/system/user/profile. */
export const profileUpdateSchema = z.object({
  employeeName: z.string().trim().min(1).max(EMPLOYEE_NAME_MAX),
  phone: z.preprocess(empty, z.string().trim().regex(PHONE_PATTERN, { message: 'phoneInvalid' }).nullish()),
  email: z.preprocess(empty, z.email().max(50).nullish()),
  gender: z.preprocess(empty, z.enum([GENDERS.MALE, GENDERS.FEMALE, GENDERS.UNKNOWN]).nullish()),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /admin/system/user/profile/updatePwd; the confirmation must match (checked on both sides). */
export const profilePasswordSchema = z
  .object({
    oldPassword: z.string().min(1).max(100),
    newPassword: z.string().min(USER_PASSWORD_MIN).max(USER_PASSWORD_MAX),
    confirmPassword: z.string().min(1).max(100),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'passwordMismatch', input: v.confirmPassword, path: ['confirmPassword'] });
    }
  });
export type ProfilePasswordInput = z.input<typeof profilePasswordSchema>;

/** PUT /admin/system/user/profile/avatar: the url answered by the upload (use `avatar`). */
export const profileAvatarSchema = z.object({ avatar: z.string().trim().min(1).max(500).refine(isSafeUrl, { message: 'safeUrl' }) });

/** GET /admin/system/user/profile. */
export interface Profile {
  userId: number;
  username: string;
  employeeName: string;
  phone: string | null;
  email: string | null;
  gender: string | null;
  avatar: string | null;
  orgId: number;
  orgName: string;
  roles: string[];
  roleNames: string[];
  createdAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}
