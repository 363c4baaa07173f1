import type { Translations } from '../i18n.js';

/** Statuses of remote commands as the command log shows them (the read/save ones are in device-link.ts). */
export const deviceCommandMessages = {
  commandPending: { en: 'Waiting for the device', zh: '等待设备响应', es: 'Esperando al dispositivo', ja: 'デバイスの応答待ち' },
  commandSucceeded: { en: 'Done', zh: '执行成功', es: 'Hecho', ja: '完了' },
  commandReadDone: { en: 'Read successfully', zh: '读取成功', es: 'Leído correctamente', ja: '読み取り成功' },
} satisfies Record<string, Translations>;
