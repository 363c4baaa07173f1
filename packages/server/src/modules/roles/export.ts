import { type Lang, ROLE_PERMS, type RoleRow, roleListQuerySchema } from '@vr/contracts';
import { asc } from 'drizzle-orm';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { roles } from '../../platform/identity/schema.js';
import { type RoleFilter, roleListWhere, selectRoles } from './listing.js';
import { toRoleRow } from './service.js';

const SCOPE_NAMES: Record<string, Record<Lang, string>> = {
  '1': { en: 'All data', zh: '全部数据权限', es: 'Todos los datos', ja: '全データ' },
  '2': { en: 'Custom', zh: '自定数据权限', es: 'Personalizado', ja: 'カスタム' },
  '3': { en: 'This department', zh: '本部门数据权限', es: 'Este departamento', ja: '自部門' },
  '4': { en: 'This department and below', zh: '本部门及以下数据权限', es: 'Este departamento y dependientes', ja: '自部門以下' },
  '5': { en: 'Only own data', zh: '仅本人数据权限', es: 'Solo datos propios', ja: '本人のデータのみ' },
};
const STATUS_NAMES: Array<Record<Lang, string>> = [
  { en: 'Enabled', zh: '正常', es: 'Habilitado', ja: '有効' },
  { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' },
];

const EXPORT_COLUMNS = [
  { key: 'roleId', header: { en: 'Role id', zh: '角色编号', es: 'Id. del rol', ja: 'ロール ID' }, width: 10 },
  { key: 'roleName', header: { en: 'Role name', zh: '角色名称', es: 'Nombre del rol', ja: 'ロール名' } },
  { key: 'roleKey', header: { en: 'Permission key', zh: '权限字符', es: 'Clave de permiso', ja: '権限キー' } },
  { key: 'roleSort', header: { en: 'Display order', zh: '显示顺序', es: 'Orden', ja: '表示順' }, width: 10 },
  {
    key: 'dataScope',
    header: { en: 'Data scope', zh: '数据范围', es: 'Ámbito de datos', ja: 'データ範囲' },
    value: (row: { dataScope: string }, lang: Lang) => SCOPE_NAMES[row.dataScope]?.[lang] ?? row.dataScope,
  },
  { key: 'orgName', header: { en: 'Organisation', zh: '所属组织', es: 'Organización', ja: '所属組織' } },
  {
    key: 'status',
    header: { en: 'Status', zh: '状态', es: 'Estado', ja: '状態' },
    value: (row: { status: number }, lang: Lang) => STATUS_NAMES[row.status === 0 ? 0 : 1]![lang],
  },
  { key: 'createdAt', header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' } },
];

/** The role list's export, run by the export centre: the list's filters in the caller's scope, in display order. */
export const roleExportKind = listExportKind({
  kind: 'roles',
  permission: ROLE_PERMS.export,
  query: roleListQuerySchema,
  fileName: { en: 'Roles', zh: '角色列表', es: 'Roles', ja: 'ロール一覧' },
  columns: EXPORT_COLUMNS as never,
  filter: (query: RoleFilter, { user }) => roleListWhere(user, query),
  select: ({ db }, where) => selectRoles(db, where).orderBy(asc(roles.sort), asc(roles.id)),
  toRow: (r): RoleRow => toRoleRow(r.role, r.orgName),
});
