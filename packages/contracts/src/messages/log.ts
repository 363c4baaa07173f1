import type { Translations } from '../i18n.js';

/** Messages of the logs (operation, login, integration). */
export const logMessages = {
  logCleaned_one: {
    en: 'Log cleared: {count} entry deleted.',
    zh: '日志已清空，共删除 {count} 条',
    es: 'Registro vaciado: {count} entrada eliminada.',
    ja: 'ログを消去しました（{count} 件削除）。',
  },
  logCleaned: {
    en: 'Log cleared: {count} entries deleted.',
    zh: '日志已清空，共删除 {count} 条',
    es: 'Registro vaciado: {count} entradas eliminadas.',
    ja: 'ログを消去しました（{count} 件削除）。',
  },
  logAccountUnlocked: {
    en: 'The account "{userName}" is unlocked and can sign in again.',
    zh: '账号“{userName}”已解锁，可以重新登录',
    es: 'La cuenta "{userName}" está desbloqueada y puede volver a iniciar sesión.',
    ja: 'アカウント「{userName}」のロックを解除しました。再度サインインできます。',
  },
  logAccountNotLocked: {
    en: 'The account "{userName}" was not locked; its failed sign-in count is reset.',
    zh: '账号“{userName}”未被锁定，已重置其登录失败次数',
    es: 'La cuenta "{userName}" no estaba bloqueada; se reinició su contador de intentos fallidos.',
    ja: 'アカウント「{userName}」はロックされていません。サインイン失敗回数をリセットしました。',
  },
  signInUnlockedByAdmin: {
    en: 'Unlocked by an administrator',
    zh: '管理员已解锁',
    es: 'Desbloqueada por un administrador',
    ja: '管理者がロックを解除しました',
  },
  logAccountUnknown: {
    en: 'There is no account "{userName}" you may manage.',
    zh: '不存在您可管理的账号“{userName}”',
    es: 'No existe una cuenta "{userName}" que pueda gestionar.',
    ja: '管理できるアカウント「{userName}」はありません。',
  },
} satisfies Record<string, Translations>;
