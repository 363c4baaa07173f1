import type { Translations } from '../i18n.js';

/** Messages of the role screen and API. */
export const roleMessages = {
  roleBuiltInAdmin: {
    en: 'The built-in administrator role cannot be changed or deleted.',
    zh: '不允许操作超级管理员角色',
    es: 'El rol de administrador integrado no se puede cambiar ni eliminar.',
    ja: '組み込みの管理者ロールは変更・削除できません。',
  },
  roleBuiltInDelete: {
    en: 'A built-in role cannot be deleted.',
    zh: '内置角色不能删除',
    es: 'Un rol integrado no se puede eliminar.',
    ja: '組み込みロールは削除できません。',
  },
  roleNameTaken: {
    en: 'A role named "{name}" already exists.',
    zh: '角色名称“{name}”已存在',
    es: 'Ya existe un rol llamado "{name}".',
    ja: 'ロール名「{name}」は既に存在します。',
  },
  roleKeyTaken: {
    en: 'The permission key "{key}" is already used by another role.',
    zh: '权限字符“{key}”已存在',
    es: 'La clave de permiso "{key}" ya la usa otro rol.',
    ja: '権限キー「{key}」は既に他のロールで使われています。',
  },
  roleInUse: {
    en: 'The role "{name}" is assigned to users and cannot be deleted.',
    zh: '角色“{name}”已分配，不能删除',
    es: 'El rol "{name}" está asignado a usuarios y no se puede eliminar.',
    ja: 'ロール「{name}」はユーザーに割り当てられているため削除できません。',
  },
  roleMenusBeyondCreator: {
    en: 'You can only grant menus and permissions you hold yourself.',
    zh: '只能分配您自己拥有的菜单和权限',
    es: 'Solo puede conceder menús y permisos que usted mismo tenga.',
    ja: '自分が持っているメニューと権限のみ付与できます。',
  },
  roleScopeBeyondCreator: {
    en: 'You cannot grant a data scope wider than your own.',
    zh: '不能分配超出您自身范围的数据权限',
    es: 'No puede conceder un ámbito de datos más amplio que el suyo.',
    ja: '自分より広いデータ範囲は付与できません。',
  },
  roleOrgOutOfScope: {
    en: 'The organisation is outside your data scope.',
    zh: '该组织不在您的数据权限范围内',
    es: 'La organización está fuera de su ámbito de datos.',
    ja: 'その組織はあなたのデータ範囲外です。',
  },
} satisfies Record<string, Translations>;
