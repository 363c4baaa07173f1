import { type Lang, ROLE_PERMS, type RoleRow, roleListQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc } from 'drizzle-orm';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { roles } from '../../platform/identity/schema.js';
import { type RoleFilter, roleListWhere, selectRoles } from './listing.js';
import { toRoleRow } from './service.js';

const SCOPE_NAMES: Record<string, Record<Lang, string>> = {
  '1': texts('role:scope.1'),
  '2': texts('role:scope.2'),
  '3': texts('role:scope.3'),
  '4': texts('role:scope.4'),
  '5': texts('role:scope.5'),
};
const STATUS_NAMES: Array<Record<Lang, string>> = [texts('role:status.enabled'), texts('role:status.disabled')];

const EXPORT_COLUMNS = [
  { key: 'roleId', header: texts('role:field.roleId'), width: 10 },
  { key: 'roleName', header: texts('role:field.roleName') },
  { key: 'roleKey', header: texts('role:field.roleKey') },
  { key: 'roleSort', header: texts('role:field.roleSort'), width: 10 },
  {
    key: 'dataScope',
    header: texts('role:export.dataScope'),
    value: (row: { dataScope: string }, lang: Lang) => SCOPE_NAMES[row.dataScope]?.[lang] ?? row.dataScope,
  },
  { key: 'orgName', header: texts('role:field.orgId') },
  {
    key: 'status',
    header: texts('role:export.status'),
    value: (row: { status: number }, lang: Lang) => STATUS_NAMES[row.status === 0 ? 0 : 1]![lang],
  },
  { key: 'createdAt', header: texts('common:field.createTime') },
];

/** The role list's export, run by the export centre: the list's filters in the caller's scope, in display order. */
export const roleExportKind = listExportKind({
  kind: 'roles',
  permission: ROLE_PERMS.export,
  query: roleListQuerySchema,
  fileName: texts('role:export.fileName'),
  columns: EXPORT_COLUMNS as never,
  filter: (query: RoleFilter, { user }) => roleListWhere(user, query),
  select: ({ db }, where) => selectRoles(db, where).orderBy(asc(roles.sort), asc(roles.id)),
  toRow: (r): RoleRow => toRoleRow(r.role, r.orgName),
});
