import type { Translations } from '../i18n.js';

/** Messages about request input the platform refuses whatever the route. */
export const inputMessages = {
  inputNulCharacter: {
    en: '{field}: contains a NUL character (\\u0000), which no text may hold.',
    zh: '{field}：包含空字符（\\u0000），文本中不允许出现',
    es: '{field}: contiene un carácter NUL (\\u0000), que ningún texto puede contener.',
    ja: '{field}：NUL 文字（\\u0000）が含まれています。テキストには使用できません。',
  },
  inputMalformedRequest: {
    en: 'The request address is malformed.',
    zh: '请求地址格式不正确',
    es: 'La dirección de la solicitud está mal formada.',
    ja: 'リクエストのアドレスが不正です。',
  },
} satisfies Record<string, Translations>;
