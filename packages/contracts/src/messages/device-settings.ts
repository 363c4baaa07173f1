import type { Translations } from '../i18n.js';

/** Messages of device settings, the device detail screen and the dashboard. */
export const deviceSettingsMessages = {
  deviceDetailNoRight: {
    en: 'You do not have the right to view device details.',
    zh: '您没有查看设备详情的权限',
    es: 'No tiene permiso para ver los detalles del dispositivo.',
    ja: 'デバイスの詳細を表示する権限がありません。',
  },
  deviceMaterialNoRight: {
    en: 'You do not have the right to view material information.',
    zh: '您没有查看物料信息的权限',
    es: 'No tiene permiso para ver la información de materiales.',
    ja: '原料情報を表示する権限がありません。',
  },
  deviceFaultNoRight: {
    en: 'You do not have the right to view fault records.',
    zh: '您没有查看故障记录的权限',
    es: 'No tiene permiso para ver los registros de averías.',
    ja: '故障記録を表示する権限がありません。',
  },
  deviceWarningNoRight: {
    en: 'You do not have the right to view warning records.',
    zh: '您没有查看预警记录的权限',
    es: 'No tiene permiso para ver los registros de advertencias.',
    ja: '警告記録を表示する権限がありません。',
  },
  deviceContainerUnknown: {
    en: 'The device has no container {no}.',
    zh: '设备没有 {no} 号料盒',
    es: 'El dispositivo no tiene el contenedor {no}.',
    ja: 'デバイスに {no} 番のコンテナはありません。',
  },
  deviceCommandUnknown: {
    en: 'This command was not sent to this device.',
    zh: '该指令不是发送给此设备的',
    es: 'Este comando no se envió a este dispositivo.',
    ja: 'このコマンドはこのデバイスに送信されたものではありません。',
  },
  deviceRangeOrder: {
    en: 'The start of the range must not be after its end.',
    zh: '开始时间不能晚于结束时间',
    es: 'El inicio del intervalo no puede ser posterior a su fin.',
    ja: '開始日時は終了日時より後にできません。',
  },
  deviceSettingSent: {
    en: 'Sent to the device: waiting for its answer.',
    zh: '已发送至设备，等待设备响应',
    es: 'Enviado al dispositivo: esperando su respuesta.',
    ja: 'デバイスに送信しました。応答を待っています。',
  },
} satisfies Record<string, Translations>;
