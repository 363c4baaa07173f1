import type { NavMenuItem } from '@vr/contracts';
import type { Resources } from '../i18n/locales/en';

/** What a route tells the shell: its title (an i18n key, or the menu's own text) and menu entry. */
export interface RouteHandle {
  titleKey?: `route.${keyof Resources['route']}`;
  title?: string;
  /** Spec §2: the home tab is always open (used by the tab bar later). */
  affix?: boolean;
  menu?: NavMenuItem;
}
