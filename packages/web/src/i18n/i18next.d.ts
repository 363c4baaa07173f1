import 'i18next';
import type { SCREEN_TEXTS } from '../../../contracts/src/locales/screens';

type Screens = typeof SCREEN_TEXTS;

/**
 * Every namespace of `packages/contracts/src/locales/screens/` (the generated list of its folders),
 * typed by its English file, so `t` keys are checked; a new namespace needs no line here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { [Ns in keyof Screens]: Screens[Ns]['en'] };
  }
}
