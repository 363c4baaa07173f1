import type { Lang, Site, Translations } from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';

const STATUS: Record<number, Translations> = {
  0: { en: 'Normal', zh: '正常', es: 'Normal', ja: '正常' },
  1: { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' },
};
const statusText = (status: number, lang: Lang) => STATUS[status]?.[lang] ?? String(status);

/** Columns of the import template and sheet (the region by names, partition and route by name). */
export const SITE_IMPORT_COLUMNS: ExcelColumn<Site>[] = [
  { key: 'siteName', header: { en: 'Point name', zh: '点位名称', es: 'Nombre del punto', ja: 'ポイント名' }, width: 24 },
  { key: 'siteCode', header: { en: 'Point code', zh: '点位编号', es: 'Código del punto', ja: 'ポイントコード' }, width: 16 },
  { key: 'country', header: { en: 'Country', zh: '国家', es: 'País', ja: '国' }, width: 10, optional: true },
  { key: 'province', header: { en: 'Province', zh: '省份', es: 'Provincia', ja: '省' }, width: 12, optional: true },
  { key: 'city', header: { en: 'City', zh: '城市', es: 'Ciudad', ja: '市' }, width: 12, optional: true },
  { key: 'district', header: { en: 'District', zh: '区县', es: 'Distrito', ja: '区' }, width: 12, optional: true },
  { key: 'address', header: { en: 'Address', zh: '详细地址', es: 'Dirección', ja: '住所' }, width: 30, optional: true },
  { key: 'lng', header: { en: 'Longitude', zh: '经度', es: 'Longitud', ja: '経度' }, width: 12, optional: true },
  { key: 'lat', header: { en: 'Latitude', zh: '纬度', es: 'Latitud', ja: '緯度' }, width: 12, optional: true },
  { key: 'scenario', header: { en: 'Scenario', zh: '场景', es: 'Escenario', ja: 'シーン' }, width: 14, optional: true },
  { key: 'contact', header: { en: 'Contact', zh: '联系人', es: 'Contacto', ja: '連絡先担当者' }, width: 12, optional: true },
  { key: 'phone', header: { en: 'Phone', zh: '联系电话', es: 'Teléfono', ja: '電話番号' }, width: 16, optional: true },
  { key: 'zoneName', header: { en: 'Partition', zh: '分区', es: 'Zona', ja: 'エリア' }, width: 14, optional: true },
  { key: 'routeName', header: { en: 'Route', zh: '线路', es: 'Ruta', ja: 'ルート' }, width: 14, optional: true },
  {
    key: 'status',
    header: {
      en: 'Status (0 normal, 1 disabled)',
      zh: '状态（0正常 1停用）',
      es: 'Estado (0 normal, 1 deshabilitado)',
      ja: 'ステータス（0 正常、1 無効）',
    },
    width: 14,
    optional: true,
  },
  { key: 'remark', header: { en: 'Remark', zh: '备注', es: 'Observación', ja: '備考' }, width: 30, optional: true },
];

/** Columns of the export: the import's plus customer, devices and creation time; status and scenario as words. */
export const siteExportColumns = (scenarioLabel: (code: string | null) => string): ExcelColumn<Site>[] => [
  { key: 'orgName', header: { en: 'Customer', zh: '客户', es: 'Cliente', ja: '顧客' }, width: 22 },
  ...SITE_IMPORT_COLUMNS.filter((c) => c.key !== 'status').map((c) => ({
    ...c,
    optional: undefined,
    ...(c.key === 'scenario' ? { value: (r: Site) => scenarioLabel(r.scenario) } : {}),
  })),
  {
    key: 'status',
    header: { en: 'Status', zh: '状态', es: 'Estado', ja: 'ステータス' },
    width: 10,
    value: (r: Site, lang: Lang) => statusText(r.status, lang),
  },
  { key: 'deviceCount', header: { en: 'Devices', zh: '设备数', es: 'Dispositivos', ja: '機器数' }, width: 10 },
  {
    key: 'createTime',
    header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
    width: 22,
    value: (r: Site) => new Date(r.createTime),
  },
];
