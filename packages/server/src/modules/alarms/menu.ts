import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory } = menuEntries('alarms');

/** The Alarms directory: the alarm centre's screens, the rules and who hears of alarms. */
export const ALARM_MENUS: MenuDefinition[] = [directory({ name: 'Alarms', path: 'alarm', icon: 'alert', sort: 25 })];
