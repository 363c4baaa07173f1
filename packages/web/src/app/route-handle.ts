import type { NavMenuItem } from '@vr/contracts';
import type Resources from '../../../contracts/src/locales/screens/translation/en.json';

/** What a route tells the shell: its title (an i18n key, or the menu's own text) and menu entry. */
export interface RouteHandle {
  titleKey?: `route.${keyof (typeof Resources)['route']}`;
  title?: string;
  /** The home tab is always open. */
  affix?: boolean;
  /** Not kept alive when left (meta.noCache). */
  noCache?: boolean;
  /** Gets no tab (redirects, the root). */
  noTab?: boolean;
  /** Hidden routes: any one of these permissions opens it, else 401. */
  perms?: readonly string[];
  /** A hidden route whose screen is not built yet: 404 even with the permission. */
  missing?: boolean;
  menu?: NavMenuItem;
  /** Parameters that name one tab; the others (a tab, a date range) are views within it. */
  tabIdentity?: readonly string[];
}
