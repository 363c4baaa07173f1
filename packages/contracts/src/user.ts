import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import type { Translations } from './i18n.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { safeUrlSchema } from './safe-url.js';
import { addRuleMessages } from './validation.js';
import { dbId, INT4_MAX, filterTime } from './input.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/**
 * Accounts. Where two account rules cover one field the
 * stricter holds: login account 4-20 ("2-20" and "at least 4"), password 5-20, employee name
 * required and at most 30.
 */
export const USER_NAME_MIN = 4;
export const USER_NAME_MAX = 20;
export const EMPLOYEE_NAME_MAX = 30;
export const USER_PASSWORD_MIN = 5;
export const USER_PASSWORD_MAX = 20;
export const HEALTH_CERT_MAX = 10;
export const HEALTH_CERT_MAX_BYTES = 2 * 1024 * 1024;
export const HEALTH_CERT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const TRAINING_CONTENT_MAX = 1000;
export const USER_IMPORT_MAX_ROWS = 1000;
/** The account seeded as administrator: nobody can delete or disable it. */
export const BUILT_IN_ADMIN_USERNAME = 'admin';

export const USER_PERMS = screenPermissions('system:user', ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'resetPwd']);

export const USER_API = {
  list: '/admin/system/user/list',
  base: '/admin/system/user',
  one: (id: number | string) => `/admin/system/user/${id}`,
  resetPwd: '/admin/system/user/resetPwd',
  changeStatus: '/admin/system/user/changeStatus',
  import: '/admin/system/user/importData',
  importTemplate: '/admin/system/user/importTemplate',
  /** The employee calls. */
  operationEmployee: '/api/Employee/operationEmployee',
  employeeList: '/api/Employee/list',
  employeeDetail: '/api/EmployeeNew/detail',
  employeeSave: '/api/Employee/save',
  bindLogin: '/api/EmployeeLogin/bindLogin',
} as const;

export const GENDERS = { MALE: '0', FEMALE: '1', UNKNOWN: '2' } as const;
export const DEVICE_SCOPES = { ALL: 'all', SELECTED: 'selected' } as const;
export type DeviceScope = (typeof DEVICE_SCOPES)[keyof typeof DEVICE_SCOPES];

/** Digits with an optional leading +, spaces or dashes between (6-20 characters). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
const IMAGE_URL_PATTERN = /\.(jpe?g|png|gif)(\?.*)?$/i;

const empty = (v: unknown) => (v === '' ? null : v);
/** A required whole number from a form or a query: blank reads "is required", not "NaN". */
const requiredInt = () =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : Number(v)), z.number().int().positive().max(INT4_MAX));
const ids = z
  .union([z.array(dbId()), z.string()])
  .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
  .pipe(z.array(z.number().int().positive().max(INT4_MAX)).max(50));
const status01 = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

export const usernameSchema = z
  .string()
  .trim()
  .min(USER_NAME_MIN)
  .max(USER_NAME_MAX)
  .regex(USERNAME_PATTERN, { message: 'userAccountChars' });
export const userPasswordSchema = z.string().min(USER_PASSWORD_MIN).max(USER_PASSWORD_MAX);

export const trainingSchema = z.object({
  name: z.string().trim().min(1).max(50),
  content: z.string().trim().max(TRAINING_CONTENT_MAX).optional().default(''),
  /** When the training took place (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss). */
  time: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { message: 'trainingTime' }),
});
export type Training = z.infer<typeof trainingSchema>;

const healthCertificates = z.array(safeUrlSchema(500).regex(IMAGE_URL_PATTERN, { message: 'imageType' })).max(HEALTH_CERT_MAX);

const profileFields = {
  employeeName: z.string().trim().min(1).max(EMPLOYEE_NAME_MAX),
  orgId: requiredInt(),
  roleIds: ids.pipe(z.array(z.number()).min(1, { message: 'required' })),
  position: z.preprocess(empty, z.string().trim().max(50).nullish()),
  gender: z.preprocess(empty, z.enum([GENDERS.MALE, GENDERS.FEMALE, GENDERS.UNKNOWN]).nullish()),
  phone: z.preprocess(empty, z.string().trim().regex(PHONE_PATTERN, { message: 'phoneInvalid' }).nullish()),
  email: z.preprocess(empty, z.email().max(50).nullish()),
  /** The customer the account works for (an organisation of kind customer). */
  clientId: z.preprocess(empty, dbId().nullish()),
  status: status01.optional().default(0),
  deviceScope: z.enum([DEVICE_SCOPES.ALL, DEVICE_SCOPES.SELECTED]).optional().default(DEVICE_SCOPES.ALL),
  healthCertificates: healthCertificates.optional().default([]),
  trainings: z.array(trainingSchema).max(100).optional().default([]),
  remark: z.preprocess(empty, z.string().trim().max(500).nullish()),
};

const passwordsMatch = (v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', message: 'passwordMismatch', input: v.confirmPassword, path: ['confirmPassword'] });
};

export const userCreateSchema = z
  .object({ username: usernameSchema, password: userPasswordSchema, confirmPassword: z.string(), ...profileFields })
  .superRefine(passwordsMatch);
export type UserCreateInput = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.object({ userId: dbId(), ...profileFields });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userResetPwdSchema = z
  .object({ userId: dbId(), password: userPasswordSchema, confirmPassword: z.string() })
  .superRefine(passwordsMatch);
export const userStatusSchema = z.object({ userId: dbId(), status: status01 });

export const userListQuerySchema = z.object({
  username: z.string().trim().max(30).optional(),
  employeeName: z.string().trim().max(30).optional(),
  phone: z.string().trim().max(30).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  /** The organisation picked in the tree: it and its sub-organisations. */
  orgId: dbId().optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** POST /api/Employee/save (form-encoded): an employee record; `id` updates one. */
export const employeeSaveSchema = z.object({
  id: z.preprocess(empty, dbId().optional()),
  ...profileFields,
  healthCertificates: z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v))
    .pipe(healthCertificates)
    .optional()
    .default([]),
  trainings: z.undefined().optional(),
});
/** POST /api/EmployeeLogin/bindLogin (form-encoded): a login account for an employee without one. */
export const bindLoginSchema = z
  .object({ id: dbId(), username: usernameSchema, password: userPasswordSchema, confirmPassword: z.string() })
  .superRefine(passwordsMatch);
export const employeeDetailQuerySchema = z.object({ id: dbId() });

export interface UserRow {
  userId: number;
  /** null for an employee without a login account (bind one with bindLogin). */
  username: string | null;
  employeeName: string;
  orgId: number;
  orgName: string;
  clientId: number | null;
  clientName: string | null;
  position: string | null;
  gender: string | null;
  phone: string | null;
  email: string | null;
  status: 0 | 1;
  deviceScope: DeviceScope;
  roleNames: string[];
  builtInAdmin: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export type UserQuery = ListFilters<UserListQuery>;

export const USER_ENDPOINTS = {
  list: listEndpoint<UserQuery, UserRow>(USER_API.list),
} as const;

export interface UserDetail extends UserRow {
  roleIds: number[];
  healthCertificates: string[];
  trainings: Training[];
  remark: string | null;
}

export interface OperationEmployee {
  id: number;
  employeeName: string;
  username: string | null;
  phone: string | null;
  orgId: number;
  orgName: string;
}

/** Columns of the import template and the export, in order. */
export const USER_IMPORT_COLUMNS = [
  'username',
  'employeeName',
  'orgCode',
  'roleKeys',
  'password',
  'phone',
  'email',
  'position',
  'gender',
  'status',
] as const;

addRuleMessages(messageGroup('user.rule.'));

const labels: Record<string, Translations> = messageGroup('user.field.');
addMissingFieldLabels(labels);
