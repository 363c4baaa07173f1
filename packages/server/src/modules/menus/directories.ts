import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';

/** Top-level directories; each area's entries name one of them as `parent`. */
export const DIRECTORIES: MenuDefinition[] = [
  {
    name: 'System',
    menuType: 'M',
    path: 'system',
    icon: 'setting',
    sort: 90,
    titles: texts('menu:directory.System'),
  },
  {
    name: 'Devices',
    menuType: 'M',
    path: 'deviceManage',
    icon: 'desktop',
    sort: 10,
    titles: texts('menu:directory.Devices'),
  },
  {
    name: 'Points',
    menuType: 'M',
    path: 'point',
    icon: 'environment',
    sort: 20,
    titles: texts('menu:directory.Points'),
  },
  {
    name: 'Finance',
    menuType: 'M',
    path: 'finance',
    icon: 'pay-circle',
    sort: 40,
    titles: texts('menu:directory.Finance'),
  },
  {
    name: 'Reports',
    menuType: 'M',
    path: 'report',
    icon: 'bar-chart',
    sort: 50,
    titles: texts('menu:directory.Reports'),
  },
];
