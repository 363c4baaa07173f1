import 'i18next';
import type { Resources } from './locales/en';
import type common from './namespaces/common/en';

/** One line per namespace (see namespaces/README.md), so `t` keys are checked. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Resources;
      common: typeof common;
    };
  }
}
