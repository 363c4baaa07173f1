import type { Translations } from '../i18n.js';

/** Messages of the device screens, the device import and the API. */
export const deviceMessages = {
  deviceCodeExists: {
    en: 'The device code "{value}" already exists.',
    zh: '设备编码“{value}”已存在',
    es: 'El código de dispositivo "{value}" ya existe.',
    ja: 'デバイスコード「{value}」は既に存在します。',
  },
  deviceNameplateExists: {
    en: 'The nameplate number "{value}" already exists.',
    zh: '铭牌号“{value}”已存在',
    es: 'El número de placa "{value}" ya existe.',
    ja: '銘板番号「{value}」は既に存在します。',
  },
  deviceDtuExists: {
    en: 'The DTU code/IMEI "{value}" already exists.',
    zh: 'DTU 编码/IMEI“{value}”已存在',
    es: 'El código DTU/IMEI "{value}" ya existe.',
    ja: 'DTU コード/IMEI「{value}」は既に存在します。',
  },
  deviceValueExists: {
    en: 'already exists',
    zh: '已存在',
    es: 'ya existe',
    ja: 'は既に存在します',
  },
  deviceOrgInvalid: {
    en: 'The customer does not exist or is outside your data scope.',
    zh: '所属客户不存在或不在您的数据权限范围内',
    es: 'El cliente no existe o está fuera de su ámbito de datos.',
    ja: '顧客が存在しないか、データ範囲外です。',
  },
  deviceRefInvalid: {
    en: 'does not exist or does not belong to the chosen customer',
    zh: '不存在或不属于所选客户',
    es: 'no existe o no pertenece al cliente elegido',
    ja: 'が存在しないか、選択した顧客に属していません',
  },
  deviceRefUnknown: {
    en: 'no such code: "{value}"',
    zh: '编码“{value}”不存在',
    es: 'no existe el código "{value}"',
    ja: 'コード「{value}」は存在しません',
  },
  deviceGrantNotSelected: {
    en: 'This account sees all devices; set its device permissions to "selected devices" first.',
    zh: '该账号拥有全部设备权限，请先将其设备权限设为“指定设备”',
    es: 'Esta cuenta ve todos los dispositivos; cambie antes sus permisos a "dispositivos seleccionados".',
    ja: 'このアカウントは全デバイスを参照できます。先にデバイス権限を「指定デバイス」にしてください。',
  },
  deviceBatchDone_one: {
    en: '{count} device updated.',
    zh: '已更新 {count} 台设备',
    es: 'Se actualizó {count} dispositivo.',
    ja: '{count} 台のデバイスを更新しました。',
  },
  deviceBatchDone: {
    en: '{count} devices updated.',
    zh: '已更新 {count} 台设备',
    es: 'Se actualizaron {count} dispositivos.',
    ja: '{count} 台のデバイスを更新しました。',
  },
} satisfies Record<string, Translations>;
