import type { Translations } from '../i18n.js';

/** Messages of the profile screen. */
export const profileMessages = {
  profileOldPasswordWrong: {
    en: 'The current password is wrong.',
    zh: '修改密码失败，旧密码错误',
    es: 'La contraseña actual es incorrecta.',
    ja: '現在のパスワードが正しくありません。',
  },
  profileSamePassword: {
    en: 'The new password must differ from the current one.',
    zh: '新密码不能与旧密码相同',
    es: 'La nueva contraseña debe ser distinta de la actual.',
    ja: '新しいパスワードは現在のパスワードと異なる必要があります。',
  },
  profileAvatarNotUploaded: {
    en: 'Upload the picture first; only your own uploaded avatar can be set.',
    zh: '请先上传头像图片',
    es: 'Suba primero la imagen; solo puede usar un avatar que haya subido usted.',
    ja: '先に画像をアップロードしてください。自分でアップロードしたアバターのみ設定できます。',
  },
  profilePasswordChanged: {
    en: 'Password changed. Other sessions of this account were signed out.',
    zh: '密码修改成功，该账号的其他会话已退出',
    es: 'Contraseña cambiada. Se cerraron las demás sesiones de esta cuenta.',
    ja: 'パスワードを変更しました。このアカウントの他のセッションはサインアウトされました。',
  },
} satisfies Record<string, Translations>;
