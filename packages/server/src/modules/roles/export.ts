import { ROLE_PERMS, type RoleRow, roleListQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc } from 'drizzle-orm';
import { type ExcelColumn, codeColumn, codeLabels } from '../../platform/excel/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { roles } from '../../platform/identity/schema.js';
import { type RoleFilter, roleListWhere, selectRoles } from './listing.js';
import { toRoleRow } from './service.js';

const SCOPE_NAMES = codeLabels('role:scope', ['1', '2', '3', '4', '5']);
const STATUS_NAMES = codeLabels('role:status', { 0: 'enabled', 1: 'disabled' });

const EXPORT_COLUMNS: ExcelColumn<RoleRow>[] = [
  { key: 'roleId', header: texts('role:field.roleId'), width: 10 },
  { key: 'roleName', header: texts('role:field.roleName') },
  { key: 'roleKey', header: texts('role:field.roleKey') },
  { key: 'roleSort', header: texts('role:field.roleSort'), width: 10 },
  codeColumn('dataScope', texts('role:export.dataScope'), SCOPE_NAMES),
  { key: 'orgName', header: texts('role:field.orgId') },
  codeColumn('status', texts('role:export.status'), STATUS_NAMES),
  { key: 'createdAt', header: texts('common:field.createTime') },
];

/** The role list's export, run by the export centre: the list's filters in the caller's scope, in display order. */
export const roleExportKind = listExportKind({
  kind: 'roles',
  permission: ROLE_PERMS.export,
  query: roleListQuerySchema,
  fileName: texts('role:export.fileName'),
  columns: EXPORT_COLUMNS,
  filter: (query: RoleFilter, { user }) => roleListWhere(user, query),
  select: ({ db }, where) => selectRoles(db, where).orderBy(asc(roles.sort), asc(roles.id)),
  toRow: (r): RoleRow => toRoleRow(r.role, r.orgName),
});
