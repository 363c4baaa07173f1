import type { Lang, Site, Translations } from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';

const h = (en: string, zh: string, es: string, ja: string): Translations => ({ en, zh, es, ja });

const STATUS: Record<number, Translations> = {
  0: h('Normal', '正常', 'Normal', '正常'),
  1: h('Disabled', '停用', 'Deshabilitado', '無効'),
};
const statusText = (status: number, lang: Lang) => STATUS[status]?.[lang] ?? String(status);

/** Columns of the import template and sheet (the region by names, partition and route by name). */
export const SITE_IMPORT_COLUMNS: ExcelColumn<Site>[] = [
  { key: 'siteName', header: h('Point name', '点位名称', 'Nombre del punto', 'ポイント名'), width: 24 },
  { key: 'siteCode', header: h('Point code', '点位编号', 'Código del punto', 'ポイントコード'), width: 16 },
  { key: 'country', header: h('Country', '国家', 'País', '国'), width: 10, optional: true },
  { key: 'province', header: h('Province', '省份', 'Provincia', '省'), width: 12, optional: true },
  { key: 'city', header: h('City', '城市', 'Ciudad', '市'), width: 12, optional: true },
  { key: 'district', header: h('District', '区县', 'Distrito', '区'), width: 12, optional: true },
  { key: 'address', header: h('Address', '详细地址', 'Dirección', '住所'), width: 30, optional: true },
  { key: 'lng', header: h('Longitude', '经度', 'Longitud', '経度'), width: 12, optional: true },
  { key: 'lat', header: h('Latitude', '纬度', 'Latitud', '緯度'), width: 12, optional: true },
  { key: 'scenario', header: h('Scenario', '场景', 'Escenario', 'シーン'), width: 14, optional: true },
  { key: 'contact', header: h('Contact', '联系人', 'Contacto', '連絡先担当者'), width: 12, optional: true },
  { key: 'phone', header: h('Phone', '联系电话', 'Teléfono', '電話番号'), width: 16, optional: true },
  { key: 'zoneName', header: h('Partition', '分区', 'Zona', 'エリア'), width: 14, optional: true },
  { key: 'routeName', header: h('Route', '线路', 'Ruta', 'ルート'), width: 14, optional: true },
  {
    key: 'status',
    header: h('Status (0 normal, 1 disabled)', '状态（0正常 1停用）', 'Estado (0 normal, 1 deshabilitado)', 'ステータス（0 正常、1 無効）'),
    width: 14,
    optional: true,
  },
  { key: 'remark', header: h('Remark', '备注', 'Observación', '備考'), width: 30, optional: true },
];

/** Columns of the export: the import's plus customer, devices and creation time; status as text. */
export const SITE_EXPORT_COLUMNS: ExcelColumn<Site>[] = [
  { key: 'orgName', header: h('Customer', '客户', 'Cliente', '顧客'), width: 22 },
  ...SITE_IMPORT_COLUMNS.filter((c) => c.key !== 'status').map((c) => ({ ...c, optional: undefined })),
  {
    key: 'status',
    header: h('Status', '状态', 'Estado', 'ステータス'),
    width: 10,
    value: (r: Site, lang: Lang) => statusText(r.status, lang),
  },
  { key: 'deviceCount', header: h('Devices', '设备数', 'Dispositivos', '機器数'), width: 10 },
  { key: 'createTime', header: h('Created', '创建时间', 'Creado', '作成日時'), width: 22, value: (r: Site) => new Date(r.createTime) },
];
