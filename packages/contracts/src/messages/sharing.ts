import type { Translations } from '../i18n.js';

/** Messages of profit sharing: applications, their transitions, configurations. */
export const sharingMessages = {
  sharingTransitionRefused: {
    en: 'This application cannot be {action}: it is {applyState} / {signState}.',
    zh: '该申请当前为“{applyState} / {signState}”，不能执行“{action}”',
    es: 'Esta solicitud no puede {action}: está {applyState} / {signState}.',
    ja: 'この申請は「{applyState} / {signState}」のため「{action}」できません。',
  },
  sharingAttachmentNotUploaded: {
    en: 'Each attachment must be a picture uploaded for profit sharing (png, jpg or bmp, at most 2 MB).',
    zh: '附件须为分账上传的图片（png、jpg 或 bmp，不超过 2 MB）',
    es: 'Cada adjunto debe ser una imagen subida para el reparto (png, jpg o bmp, como máximo 2 MB).',
    ja: '添付は分配用にアップロードした画像（png、jpg、bmp、2 MB 以下）にしてください。',
  },
  sharingOrgCodeMismatch: {
    en: 'The customer code does not match the payment configuration’s customer.',
    zh: '客户编码与支付配置的客户不一致',
    es: 'El código de cliente no coincide con el cliente de la configuración de pago.',
    ja: '顧客コードが決済設定の顧客と一致しません。',
  },
  sharingJoinerNotUsable: {
    en: 'Only approved and signed applications of this customer can join.',
    zh: '只能选择该客户已通过且已签约的分账申请',
    es: 'Solo pueden participar solicitudes aprobadas y firmadas de este cliente.',
    ja: 'この顧客の承認済みかつ署名済みの申請のみ選択できます。',
  },
  sharingDeviceTaken: {
    en: 'A device is already under another enabled sharing configuration.',
    zh: '有设备已属于另一个启用的分账配置',
    es: 'Un dispositivo ya está en otra configuración de reparto activa.',
    ja: 'デバイスが既に別の有効な分配設定に含まれています。',
  },
  sharingAllDevicesTaken: {
    en: 'Another enabled sharing configuration of this customer already applies to all its devices.',
    zh: '该客户已有另一个适用于全部设备的启用分账配置',
    es: 'Otra configuración de reparto activa de este cliente ya se aplica a todos sus dispositivos.',
    ja: 'この顧客には全デバイスに適用される有効な分配設定が既にあります。',
  },
  sharingDeviceNotOfCustomer: {
    en: 'Choose devices of the payment configuration’s customer.',
    zh: '请选择该支付配置所属客户的设备',
    es: 'Elija dispositivos del cliente de la configuración de pago.',
    ja: '決済設定の顧客のデバイスを選択してください。',
  },
} satisfies Record<string, Translations>;
