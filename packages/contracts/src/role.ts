import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import type { Translations } from './i18n.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { DATA_SCOPES, screenPermissions } from './permissions.js';
import { dbId, INT4_MAX, filterTime } from './input.js';
import { messageGroup } from './messages.js';

/** Roles, their rules and their permissions. */
export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 30;
export const ROLE_KEY_MIN = 2;
export const ROLE_KEY_MAX = 100;
export const ROLE_SORT_MIN = 0;
export const ROLE_SORT_MAX = 9999;

export const ROLE_PERMS = screenPermissions('system:role', ['list', 'query', 'add', 'edit', 'remove', 'export']);

export const ROLE_API = {
  list: '/admin/system/role/list',
  base: '/admin/system/role',
  one: (id: number | string) => `/admin/system/role/${id}`,
  changeStatus: '/admin/system/role/changeStatus',
  dataScope: '/admin/system/role/dataScope',
  allocatedList: '/admin/system/role/authUser/allocatedList',
  unallocatedList: '/admin/system/role/authUser/unallocatedList',
  selectAll: '/admin/system/role/authUser/selectAll',
  cancel: '/admin/system/role/authUser/cancel',
  cancelAll: '/admin/system/role/authUser/cancelAll',
  deptTree: (roleId: number | string) => `/admin/system/role/deptTree/${roleId}`,
  /** Roles the caller may hand out, for the user form. */
  options: '/admin/system/role/options',
} as const;

const dataScope = z.enum([DATA_SCOPES.ALL, DATA_SCOPES.CUSTOM, DATA_SCOPES.DEPT, DATA_SCOPES.DEPT_AND_BELOW, DATA_SCOPES.SELF]);
const ids = z
  .union([z.array(dbId()), z.string()])
  .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
  .pipe(z.array(z.number().int().positive().max(INT4_MAX)).max(5000));
const status01 = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

const roleFields = {
  roleName: z.string().trim().min(ROLE_NAME_MIN).max(ROLE_NAME_MAX),
  roleKey: z.string().trim().min(ROLE_KEY_MIN).max(ROLE_KEY_MAX),
  roleSort: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.number().int().min(ROLE_SORT_MIN).max(ROLE_SORT_MAX),
  ),
  /** 0 enabled, 1 disabled. */
  status: status01.optional().default(0),
  /** The organisation (customer) owning the role; the caller's customer when left out. */
  orgId: dbId().nullish(),
  dataScope: dataScope.optional().default(DATA_SCOPES.SELF),
  /** Organisations of a custom data scope. */
  deptIds: ids.optional().default([]),
  /** PC back-office menus (directories, pages, buttons). */
  menuIds: ids.optional().default([]),
  /** B-side mini-program menus. */
  appletMenuIds: ids.optional().default([]),
  /** The mobile-operations refund right. */
  refundRight: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform((v) => v === true || v === 1)
    .optional()
    .default(false),
  remark: z.string().trim().max(500).nullish(),
};

export const roleCreateSchema = z.object(roleFields);
export type RoleCreateInput = z.input<typeof roleCreateSchema>;
export const roleUpdateSchema = z.object({ roleId: dbId(), ...roleFields });
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;

export const roleDataScopeSchema = z.object({
  roleId: dbId(),
  dataScope,
  deptIds: ids.optional().default([]),
});
export const roleStatusSchema = z.object({ roleId: dbId(), status: status01 });

export const roleListQuerySchema = z.object({
  roleName: z.string().trim().max(30).optional(),
  roleKey: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});
export const roleAuthUserQuerySchema = z.object({
  roleId: dbId(),
  username: z.string().trim().max(30).optional(),
  phone: z.string().trim().max(30).optional(),
});
export const roleAuthUsersSchema = z.object({ roleId: dbId(), userIds: ids.pipe(z.array(z.number()).min(1)) });
export const roleCancelUserSchema = z.object({ roleId: dbId(), userId: dbId() });

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: 0 | 1;
  dataScope: string;
  orgId: number | null;
  orgName: string | null;
  refundRight: boolean;
  builtIn: boolean;
  /** The built-in administrator role: neither editable nor deletable. */
  admin: boolean;
  remark: string | null;
  createdAt: string;
}

/** An account holding a role, or one that could be given it. */
export interface RoleAuthUser {
  userId: number;
  username: string;
  employeeName: string;
  phone: string | null;
  status: number;
  orgName: string;
  createdAt: string;
}

export type RoleQuery = ListFilters<z.infer<typeof roleListQuerySchema>>;
export type RoleAuthUserQuery = z.infer<typeof roleAuthUserQuerySchema>;

export const ROLE_ENDPOINTS = {
  list: listEndpoint<RoleQuery, RoleRow>(ROLE_API.list),
  allocatedUsers: listEndpoint<RoleAuthUserQuery, RoleAuthUser>(ROLE_API.allocatedList),
  unallocatedUsers: listEndpoint<RoleAuthUserQuery, RoleAuthUser>(ROLE_API.unallocatedList),
} as const;

export interface RoleDetail extends RoleRow {
  menuIds: number[];
  appletMenuIds: number[];
  deptIds: number[];
}

export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: 0 | 1;
}

const labels: Record<string, Translations> = messageGroup('role.field.');
addMissingFieldLabels(labels);
