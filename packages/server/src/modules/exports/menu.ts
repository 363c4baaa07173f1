import { EXPORT_TASK_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, sort: number, titles: MenuDefinition['titles']): MenuDefinition => ({
  name,
  parent: 'ExportCentre',
  menuType: 'F',
  perms,
  sort,
  titles,
});

/** Reports → export download, with its buttons. */
export const EXPORT_MENUS: MenuDefinition[] = [
  {
    name: 'ExportCentre',
    parent: 'Reports',
    menuType: 'C',
    path: 'exportTask',
    component: SCREENS.exportCentre,
    perms: EXPORT_TASK_PERMS.list,
    icon: 'download',
    sort: 90,
    titles: { zh: '导出下载', en: 'Export download', es: 'Descargas de exportación', ja: 'エクスポートのダウンロード' },
  },
  button('ExportCentreRemove', EXPORT_TASK_PERMS.remove, 1, { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' }),
  button('ExportCentreAll', EXPORT_TASK_PERMS.all, 2, {
    zh: '查看全部导出',
    en: "Everyone's exports",
    es: 'Exportaciones de todos',
    ja: '全員のエクスポート',
  }),
  button('ExportCentreQrCodes', EXPORT_TASK_PERMS.qrCodes, 3, {
    zh: '批量导出二维码',
    en: 'Export order QR codes',
    es: 'Exportar códigos QR de pedido',
    ja: '注文 QR コードの一括エクスポート',
  }),
];
