import type { MenuDefinition } from '../../platform/area.js';

/** Top-level directories; each area's entries name one of them as `parent`. */
export const DIRECTORIES: MenuDefinition[] = [
  {
    name: 'System',
    menuType: 'M',
    path: 'system',
    icon: 'setting',
    sort: 90,
    titles: { zh: '系统管理', en: 'System', es: 'Sistema', ja: 'システム管理' },
  },
  {
    name: 'Devices',
    menuType: 'M',
    path: 'deviceManage',
    icon: 'desktop',
    sort: 10,
    titles: { zh: '设备管理', en: 'Devices', es: 'Dispositivos', ja: 'デバイス管理' },
  },
  {
    name: 'Points',
    menuType: 'M',
    path: 'point',
    icon: 'environment',
    sort: 20,
    titles: { zh: '点位管理', en: 'Points', es: 'Puntos', ja: 'ポイント管理' },
  },
  {
    name: 'Finance',
    menuType: 'M',
    path: 'finance',
    icon: 'pay-circle',
    sort: 40,
    titles: { zh: '财务管理', en: 'Finance', es: 'Finanzas', ja: '財務管理' },
  },
  {
    name: 'Reports',
    menuType: 'M',
    path: 'report',
    icon: 'bar-chart',
    sort: 50,
    titles: { zh: '报表中心', en: 'Reports', es: 'Informes', ja: 'レポート' },
  },
];
