import type { Translations } from '../i18n.js';

/** Messages of the account screens and API. */
export const userMessages = {
  userNameTaken: {
    en: 'The login account "{username}" already exists.',
    zh: '登录账号“{username}”已存在',
    es: 'La cuenta de acceso "{username}" ya existe.',
    ja: 'ログインアカウント「{username}」は既に存在します。',
  },
  userSelf: {
    en: 'You cannot delete or disable your own account.',
    zh: '不能删除或停用当前登录账号',
    es: 'No puede eliminar ni deshabilitar su propia cuenta.',
    ja: '自分のアカウントは削除・無効化できません。',
  },
  userBuiltInAdmin: {
    en: 'The built-in administrator account cannot be deleted or disabled.',
    zh: '不允许操作超级管理员用户',
    es: 'La cuenta de administrador integrada no se puede eliminar ni deshabilitar.',
    ja: '組み込みの管理者アカウントは削除・無効化できません。',
  },
  userRoleBeyondCreator: {
    en: 'You cannot give an account a role with more rights or a wider data scope than your own: {roles}.',
    zh: '不能分配权限或数据范围超出您自身的角色：{roles}',
    es: 'No puede dar a una cuenta un rol con más derechos o un ámbito de datos mayor que el suyo: {roles}.',
    ja: '自分より権限やデータ範囲が広いロールは付与できません：{roles}',
  },
  userRoleUnknown: {
    en: 'A selected role does not exist or is outside your data scope.',
    zh: '所选角色不存在或不在您的数据权限范围内',
    es: 'Un rol seleccionado no existe o está fuera de su ámbito de datos.',
    ja: '選択したロールが存在しないか、データ範囲外です。',
  },
  userOrgOutOfScope: {
    en: 'The organisation is outside your data scope.',
    zh: '该组织不在您的数据权限范围内',
    es: 'La organización está fuera de su ámbito de datos.',
    ja: 'その組織はあなたのデータ範囲外です。',
  },
  userClientMismatch: {
    en: 'The organisation does not belong to the selected client.',
    zh: '所选组织不属于该客户',
    es: 'La organización no pertenece al cliente seleccionado.',
    ja: '組織が選択した顧客に属していません。',
  },
  userAlreadyBound: {
    en: 'This employee already has a login account.',
    zh: '该员工已绑定登录账号',
    es: 'Este empleado ya tiene una cuenta de acceso.',
    ja: 'この従業員には既にログインアカウントがあります。',
  },
  userDetailDenied: {
    en: 'You do not have the right to view this account’s details.',
    zh: '您没有查看该账号详情的权限',
    es: 'No tiene derecho a ver los detalles de esta cuenta.',
    ja: 'このアカウントの詳細を表示する権限がありません。',
  },
} satisfies Record<string, Translations>;
