import type { Translations } from '../i18n.js';

/** Messages of the notices area. */
export const noticeMessages = {
  noticeTargetsRequired: {
    en: 'Choose the organisations the notice is for.',
    zh: '请选择公告的目标组织',
    es: 'Elija las organizaciones a las que va dirigido el aviso.',
    ja: 'お知らせの対象組織を選択してください。',
  },
  noticeTargetOutOfScope: {
    en: 'You may only address organisations within your data scope.',
    zh: '只能选择您数据权限范围内的组织',
    es: 'Solo puede dirigirse a organizaciones dentro de su ámbito de datos.',
    ja: 'データ権限の範囲内の組織のみ指定できます。',
  },
  noticeTargetUnknown: {
    en: 'One of the chosen organisations does not exist.',
    zh: '所选组织中有不存在的组织',
    es: 'Una de las organizaciones elegidas no existe.',
    ja: '選択した組織の一部が存在しません。',
  },
} satisfies Record<string, Translations>;
