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
  inputMalformedMultipart: {
    en: 'The upload could not be read: the multipart body is malformed or cut short.',
    zh: '无法读取上传内容：multipart 请求体格式错误或不完整',
    es: 'No se pudo leer la subida: el cuerpo multipart está mal formado o incompleto.',
    ja: 'アップロードを読み取れません。multipart 本文の形式が不正か、途中で切れています。',
  },
} satisfies Record<string, Translations>;
