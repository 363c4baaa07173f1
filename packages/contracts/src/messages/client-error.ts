import type { Translations } from '../i18n.js';

/** Messages of the client error log. */
export const clientErrorMessages = {
  clientErrorTooMany: {
    en: 'Too many error reports from this session; further ones are dropped for a minute.',
    zh: '该会话上报的错误过多，一分钟内的后续上报将被忽略',
    es: 'Demasiados informes de error de esta sesión; los siguientes se descartan durante un minuto.',
    ja: 'このセッションからのエラー報告が多すぎます。1 分間は以降の報告を破棄します。',
  },
  clientErrorBadTime: {
    en: 'The time "{value}" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss).',
    zh: '时间“{value}”格式不正确（YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss）',
    es: 'La hora "{value}" no es una fecha (AAAA-MM-DD o AAAA-MM-DD HH:mm:ss).',
    ja: '時刻「{value}」は日付ではありません（YYYY-MM-DD または YYYY-MM-DD HH:mm:ss）。',
  },
} satisfies Record<string, Translations>;
