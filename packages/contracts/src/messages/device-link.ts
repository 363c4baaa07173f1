import type { Translations } from '../i18n.js';

/** Messages of the device link, shared by every area that sends commands to devices. */
export const deviceLinkMessages = {
  deviceOffline: {
    en: 'Device offline cannot read or set',
    zh: '设备离线，无法读取或设置',
    es: 'Dispositivo sin conexión: no se puede leer ni configurar',
    ja: 'デバイスがオフラインのため、読み取りも設定もできません',
  },
  readingInProgress: {
    en: 'Reading in progress',
    zh: '正在读取中',
    es: 'Lectura en curso',
    ja: '読み取り中',
  },
  readTimeout: { en: 'Read timeout', zh: '读取超时', es: 'Tiempo de lectura agotado', ja: '読み取りタイムアウト' },
  saveTimeout: { en: 'Save timeout', zh: '保存超时', es: 'Tiempo de guardado agotado', ja: '保存タイムアウト' },
  readFailed: { en: 'Read failed', zh: '读取失败', es: 'Error de lectura', ja: '読み取りに失敗しました' },
  settingFailed: { en: 'Setting failed', zh: '设置失败', es: 'Error de configuración', ja: '設定に失敗しました' },
  deviceLocked: {
    en: 'Device locked cannot be turned on',
    zh: '设备已锁定，无法开启',
    es: 'El dispositivo está bloqueado y no se puede encender',
    ja: 'デバイスはロックされているため起動できません',
  },
} satisfies Record<string, Translations>;
