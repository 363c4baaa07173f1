import type { Translations } from '../i18n.js';

/** Messages of platform-wide resources and private files. */
export const platformScopeMessages = {
  platformScopeOnly: {
    en: 'Only a platform account may change this: it applies to every customer.',
    zh: '仅平台账号可修改此项：它对所有客户生效',
    es: 'Solo una cuenta de la plataforma puede cambiar esto: se aplica a todos los clientes.',
    ja: 'これはすべての顧客に適用されるため、プラットフォームのアカウントのみが変更できます。',
  },
} satisfies Record<string, Translations>;
