import { ROUTE_PERMS, SITE_PERMS, ZONE_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

type Titles = MenuDefinition['titles'];
const t = (zh: string, en: string, es: string, ja: string): Titles => ({ zh, en, es, ja });

const buttons = (parent: string, perms: Record<string, string>, noun: Titles): MenuDefinition[] => {
  const verbs: Record<string, Titles> = {
    query: t('查询', 'View', 'Ver', '照会'),
    add: t('新增', 'Add', 'Añadir', '追加'),
    edit: t('修改', 'Edit', 'Editar', '編集'),
    remove: t('删除', 'Delete', 'Eliminar', '削除'),
    export: t('导出', 'Export', 'Exportar', 'エクスポート'),
    import: t('导入', 'Import', 'Importar', 'インポート'),
  };
  return Object.entries(perms)
    .filter(([key]) => key !== 'list')
    .map(([key, perm], i) => ({
      name: `${parent}${key[0]!.toUpperCase()}${key.slice(1)}`,
      parent,
      menuType: 'F' as const,
      perms: perm,
      sort: i + 1,
      titles: t(`${noun.zh}${verbs[key]!.zh}`, verbs[key]!.en, verbs[key]!.es, verbs[key]!.ja),
    }));
};

/** Points → points (sites), partitions (with alarm recipients), routes; and their buttons. */
export const POINT_MENUS: MenuDefinition[] = [
  {
    name: 'PointSite',
    parent: 'Points',
    menuType: 'C',
    path: 'site',
    component: 'point/site/index',
    perms: SITE_PERMS.list,
    icon: 'environment',
    sort: 1,
    titles: t('点位列表', 'Points', 'Puntos', 'ポイント一覧'),
  },
  ...buttons('PointSite', SITE_PERMS, t('点位', '', '', '')),
  {
    name: 'PointZone',
    parent: 'Points',
    menuType: 'C',
    path: 'partition',
    component: 'point/zone/index',
    perms: ZONE_PERMS.list,
    icon: 'appstore',
    sort: 2,
    titles: t('分区管理', 'Partitions', 'Zonas', 'エリア管理'),
  },
  ...buttons('PointZone', ZONE_PERMS, t('分区', '', '', '')),
  {
    name: 'PointRoute',
    parent: 'Points',
    menuType: 'C',
    path: 'route',
    component: 'point/route/index',
    perms: ROUTE_PERMS.list,
    icon: 'cluster',
    sort: 3,
    titles: t('线路管理', 'Routes', 'Rutas', 'ルート管理'),
  },
  ...buttons('PointRoute', ROUTE_PERMS, t('线路', '', '', '')),
];
