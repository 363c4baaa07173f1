import {
  GENDERS,
  type ImportRowError,
  LANGS,
  type Lang,
  USER_IMPORT_MAX_ROWS,
  USER_PERMS,
  type UserListQuery,
  userListQuerySchema,
  addFieldLabels,
  fieldLabel,
  localizeIssues,
  type UserRow,
  message,
  userPasswordSchema,
  usernameSchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../platform/auth/password.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type CodeLabels, type ExcelColumn, codeLabels, duplicateRows, importFailure, parseImport } from '../../platform/excel/index.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgs, roles, users } from '../../platform/identity/schema.js';
import { customerOf } from '../orgs/index.js';
import { roleGrantableTo, roleInScope, setAccountRoles } from '../roles/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import type { ImportTemplate } from '../../platform/routes/import.js';
import { userListWhere } from './listing.js';
import { selectUserRows, toUserRow } from './service.js';

const GENDER_NAMES = codeLabels('user:gender', { [GENDERS.MALE]: 'male', [GENDERS.FEMALE]: 'female', [GENDERS.UNKNOWN]: 'unknown' });
const STATUS_NAMES = codeLabels('user:status', { 0: 'enabled', 1: 'disabled' });

/** A cell holding a code or its name in any language ("Female", "女") → the code. */
function codeOf(names: CodeLabels) {
  return (value: unknown) => {
    if (typeof value !== 'string' || value === '') return value === '' ? undefined : value;
    const v = value.trim().toLowerCase();
    for (const [code, t] of Object.entries(names)) if (code === v || LANGS.some((l) => t[l].toLowerCase() === v)) return code;
    return value;
  };
}

const IMPORT_COLUMNS: ExcelColumn[] = [
  { key: 'username', header: texts('user:field.username') },
  { key: 'employeeName', header: texts('user:field.employeeName') },
  { key: 'orgCode', header: texts('user:export.orgCode') },
  { key: 'roleKeys', header: texts('user:export.roleKeys'), width: 30 },
  { key: 'password', header: texts('user:field.password') },
  { key: 'phone', header: texts('user:field.phone'), optional: true },
  { key: 'email', header: texts('user:field.email'), optional: true, width: 30 },
  { key: 'position', header: texts('user:field.position'), optional: true },
  { key: 'gender', header: texts('user:field.gender'), optional: true, width: 10 },
  { key: 'status', header: texts('user:export.status'), optional: true, width: 10 },
];

const anyRow = z.record(z.string(), z.string().optional());

const importRowSchema = z.object({
  username: usernameSchema,
  employeeName: z.string().trim().min(1).max(30),
  orgCode: z.string().trim().min(1).max(50),
  roleKeys: z.string().trim().min(1).max(500),
  password: userPasswordSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{4,18}[0-9]$/, { message: 'phoneInvalid' })
    .optional(),
  email: z.email().max(50).optional(),
  position: z.string().trim().max(50).optional(),
  gender: z.preprocess(codeOf(GENDER_NAMES), z.enum([GENDERS.MALE, GENDERS.FEMALE, GENDERS.UNKNOWN]).optional()),
  status: z.preprocess(codeOf(STATUS_NAMES), z.enum(['0', '1']).optional()),
});

// Row errors name the column as the template does (without overwriting another area's label).
addFieldLabels(Object.fromEntries(IMPORT_COLUMNS.filter((c) => fieldLabel(c.key, 'en') === c.key).map((c) => [c.key, c.header])));

export const USER_TEMPLATE: ImportTemplate = { fileName: 'user_template', columns: IMPORT_COLUMNS };

const EXPORT_COLUMNS: ExcelColumn<UserRow>[] = [
  { key: 'userId', header: texts('user:field.userId'), width: 10 },
  IMPORT_COLUMNS[0]!,
  IMPORT_COLUMNS[1]!,
  { key: 'orgName', header: texts('user:field.orgId') },
  { key: 'clientName', header: texts('user:field.clientId') },
  { key: 'roleNames', header: texts('user:field.roleIds'), value: (r) => r.roleNames.join(', '), width: 30 },
  IMPORT_COLUMNS[7]!,
  { ...IMPORT_COLUMNS[8]!, value: (r, lang) => (r.gender ? (GENDER_NAMES[r.gender]?.[lang] ?? r.gender) : '') },
  IMPORT_COLUMNS[5]!,
  IMPORT_COLUMNS[6]!,
  { ...IMPORT_COLUMNS[9]!, value: (r, lang) => STATUS_NAMES[String(r.status)]![lang] },
  { key: 'createdAt', header: texts('common:field.createTime') },
] as ExcelColumn<UserRow>[];

/** The account list's export, run by the export centre: the list's filters in the caller's scope, by id. */
export const userExportKind = listExportKind({
  kind: 'users',
  permission: USER_PERMS.export,
  query: userListQuerySchema,
  fileName: texts('user:export.fileName'),
  columns: EXPORT_COLUMNS,
  filter: (query: UserListQuery, { user }) => userListWhere(user, query),
  select: ({ db }, where) => selectUserRows(db, where).orderBy(asc(users.id)),
  toRow: (r) => toUserRow(r),
});

/**
 * Imports accounts: every row is checked (fields, organisation in scope, roles grantable, login
 * account unique in the file and the database) before anything is written; one bad row refuses
 * the whole file with every row error.
 */
export async function importUsers(db: Database, request: FastifyRequest, auth: AuthContext, lang: Lang): Promise<{ imported: number }> {
  // Read every row leniently first, so field errors and business errors are reported together.
  const raw = await parseImport(request, {
    columns: IMPORT_COLUMNS as ExcelColumn<never>[],
    schema: anyRow,
    maxRows: USER_IMPORT_MAX_ROWS,
    lang,
  });
  const errors: ImportRowError[] = [];
  const rows: Array<{ row: number; data: z.output<typeof importRowSchema> }> = [];
  for (const { row, data } of raw) {
    const parsed = importRowSchema.safeParse(data, { reportInput: true });
    if (parsed.success) rows.push({ row, data: parsed.data });
    else for (const e of localizeIssues(parsed.error.issues, lang)) errors.push({ row, field: e.field, message: e.message });
  }
  errors.push(...duplicateRows(rows, (d) => d.username.toLowerCase(), 'username', lang));

  const names = rows.map((r) => r.data.username);
  const taken = new Set((await db.select({ u: users.username }).from(users).where(inArray(users.username, names))).map((r) => r.u));
  const codes = [...new Set(rows.map((r) => r.data.orgCode))];
  const orgRows = await db.select({ id: orgs.id, code: orgs.code, path: orgs.path }).from(orgs).where(inArray(orgs.code, codes));
  const orgByCode = new Map(orgRows.map((o) => [o.code, o]));
  const keys = [
    ...new Set(
      rows.flatMap((r) =>
        r.data.roleKeys
          .split(/[,，;]/)
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ),
  ];
  const roleRows = keys.length ? await db.select().from(roles).where(inArray(roles.roleKey, keys)) : [];
  const roleByKey = new Map(roleRows.map((r) => [r.roleKey, r]));
  const orgOk = new Map<number, boolean>();
  const grantOk = new Map<string, boolean>();

  const planned: Array<{ data: (typeof rows)[number]['data']; orgId: number; roleIds: number[] }> = [];
  for (const { row, data } of rows) {
    const fail = (field: string, key: Parameters<typeof message>[0], params?: Record<string, string>) =>
      errors.push({ row, field, message: message(key, lang, params) });
    if (taken.has(data.username)) fail('username', 'userNameTaken', { username: data.username });
    const org = orgByCode.get(data.orgCode);
    let inScope = false;
    if (org) {
      if (!orgOk.has(org.id)) orgOk.set(org.id, await isInScope(db, auth, { orgId: org.id }));
      inScope = orgOk.get(org.id)!;
    }
    if (!org || !inScope) {
      fail('orgCode', 'userOrgOutOfScope');
      continue;
    }
    const roleIds: number[] = [];
    const refused: string[] = [];
    for (const key of data.roleKeys
      .split(/[,，;]/)
      .map((k) => k.trim())
      .filter(Boolean)) {
      const role = roleByKey.get(key);
      if (!role || !(await roleInScope(db, auth, role))) {
        fail('roleKeys', 'userRoleUnknown');
        continue;
      }
      const cacheKey = `${role.id}@${org.id}`;
      if (!grantOk.has(cacheKey)) grantOk.set(cacheKey, await roleGrantableTo(db, auth, role, org.id));
      if (grantOk.get(cacheKey)) roleIds.push(role.id);
      else refused.push(role.name);
    }
    if (refused.length) fail('roleKeys', 'userRoleBeyondCreator', { roles: refused.join(', ') });
    planned.push({ data, orgId: org.id, roleIds });
  }
  if (errors.length)
    throw importFailure(
      errors.sort((a, b) => a.row - b.row),
      lang,
    );

  const hashes = new Map<string, string>();
  for (const { data } of planned) if (!hashes.has(data.password)) hashes.set(data.password, await hashPassword(data.password));
  const clients = new Map<number, number | null>();
  for (const { orgId } of planned) if (!clients.has(orgId)) clients.set(orgId, (await customerOf(db, orgId))?.id ?? null);

  await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    for (const { data, orgId, roleIds } of planned) {
      const [created] = await tx
        .insert(users)
        .values({
          username: data.username,
          employeeName: data.employeeName,
          orgId,
          clientId: clients.get(orgId) ?? null,
          passwordHash: hashes.get(data.password)!,
          phone: data.phone ?? null,
          email: data.email ?? null,
          position: data.position ?? null,
          gender: data.gender ?? null,
          status: data.status === '1' ? 1 : 0,
          createdBy: auth.userId,
        })
        .returning({ id: users.id });
      await setAccountRoles(tx, created!.id, roleIds);
    }
  });
  return { imported: planned.length };
}
