import type { Translations } from '../i18n.js';

/** Messages of online users and monitoring. */
export const monitorMessages = {
  onlineForcedOut: {
    en: 'The session of "{userName}" has ended; its next request must sign in again.',
    zh: '已强制“{userName}”退出，其下一次请求需重新登录',
    es: 'La sesión de "{userName}" ha terminado; su próxima solicitud deberá iniciar sesión de nuevo.',
    ja: '「{userName}」のセッションを終了しました。次のリクエストでは再サインインが必要です。',
  },
  onlineAdminProtected: {
    en: 'Only the built-in administrator may end the built-in administrator’s sessions.',
    zh: '只有内置管理员本人可以强退内置管理员的会话',
    es: 'Solo el administrador integrado puede cerrar las sesiones del administrador integrado.',
    ja: '組み込み管理者のセッションを終了できるのは組み込み管理者本人だけです。',
  },
  cacheCleared: {
    en: 'Cache "{name}" cleared.',
    zh: '缓存“{name}”已清除',
    es: 'Caché "{name}" vaciada.',
    ja: 'キャッシュ「{name}」を消去しました。',
  },
  cacheAllCleared: {
    en: 'All caches cleared ({count}).',
    zh: '已清除全部缓存（{count} 个）',
    es: 'Todas las cachés vaciadas ({count}).',
    ja: 'すべてのキャッシュを消去しました（{count} 件）。',
  },
  cacheNotClearable: {
    en: 'Cache "{name}" cannot be cleared from here.',
    zh: '缓存“{name}”不能在此清除',
    es: 'La caché "{name}" no se puede vaciar desde aquí.',
    ja: 'キャッシュ「{name}」はここでは消去できません。',
  },
} satisfies Record<string, Translations>;
