import { ROUTE_PERMS, SCREENS, SITE_PERMS, type Translations, ZONE_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const buttons = (parent: string, perms: Record<string, string>, noun: Translations): MenuDefinition[] => {
  const verbs: Record<string, Translations> = {
    query: { zh: '查询', en: 'View', es: 'Ver', ja: '照会' },
    add: { zh: '新增', en: 'Add', es: 'Añadir', ja: '追加' },
    edit: { zh: '修改', en: 'Edit', es: 'Editar', ja: '編集' },
    remove: { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
    export: { zh: '导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' },
    import: { zh: '导入', en: 'Import', es: 'Importar', ja: 'インポート' },
  };
  return Object.entries(perms)
    .filter(([key]) => key !== 'list')
    .map(([key, perm], i) => ({
      name: `${parent}${key[0]!.toUpperCase()}${key.slice(1)}`,
      parent,
      menuType: 'F' as const,
      perms: perm,
      sort: i + 1,
      titles: { zh: `${noun.zh}${verbs[key]!.zh}`, en: verbs[key]!.en, es: verbs[key]!.es, ja: verbs[key]!.ja },
    }));
};

/** Points → points (sites), partitions (with alarm recipients), routes; and their buttons. */
export const POINT_MENUS: MenuDefinition[] = [
  {
    name: 'PointSite',
    parent: 'Points',
    menuType: 'C',
    path: 'site',
    component: SCREENS.pointSite,
    perms: SITE_PERMS.list,
    icon: 'environment',
    sort: 1,
    titles: { zh: '点位列表', en: 'Points', es: 'Puntos', ja: 'ポイント一覧' },
  },
  ...buttons('PointSite', SITE_PERMS, { zh: '点位', en: '', es: '', ja: '' }),
  {
    name: 'PointZone',
    parent: 'Points',
    menuType: 'C',
    path: 'partition',
    component: SCREENS.pointZone,
    perms: ZONE_PERMS.list,
    icon: 'appstore',
    sort: 2,
    titles: { zh: '分区管理', en: 'Partitions', es: 'Zonas', ja: 'エリア管理' },
  },
  ...buttons('PointZone', ZONE_PERMS, { zh: '分区', en: '', es: '', ja: '' }),
  {
    name: 'PointRoute',
    parent: 'Points',
    menuType: 'C',
    path: 'route',
    component: SCREENS.pointRoute,
    perms: ROUTE_PERMS.list,
    icon: 'cluster',
    sort: 3,
    titles: { zh: '线路管理', en: 'Routes', es: 'Rutas', ja: 'ルート管理' },
  },
  ...buttons('PointRoute', ROUTE_PERMS, { zh: '线路', en: '', es: '', ja: '' }),
];
