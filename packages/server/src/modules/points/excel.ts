import type { Site } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/index.js';

const STATUS = codeLabels('points:export.statusValue', { 0: 'normal', 1: 'disabled' });

/** Columns of the import template and sheet (the region by names, partition and route by name). */
export const SITE_IMPORT_COLUMNS: ExcelColumn<Site>[] = [
  { key: 'siteName', header: texts('points:field.siteName'), width: 24 },
  { key: 'siteCode', header: texts('points:field.siteCode'), width: 16 },
  { key: 'country', header: texts('points:export.country'), width: 10, optional: true },
  { key: 'province', header: texts('points:export.province'), width: 12, optional: true },
  { key: 'city', header: texts('points:export.city'), width: 12, optional: true },
  { key: 'district', header: texts('points:export.district'), width: 12, optional: true },
  { key: 'address', header: texts('points:field.address'), width: 30, optional: true },
  { key: 'lng', header: texts('points:field.lng'), width: 12, optional: true },
  { key: 'lat', header: texts('points:field.lat'), width: 12, optional: true },
  { key: 'scenario', header: texts('points:field.scenario'), width: 14, optional: true },
  { key: 'contact', header: texts('points:export.contact'), width: 12, optional: true },
  { key: 'phone', header: texts('points:field.phone'), width: 16, optional: true },
  { key: 'zoneName', header: texts('points:field.zone'), width: 14, optional: true },
  { key: 'routeName', header: texts('points:field.route'), width: 14, optional: true },
  {
    key: 'status',
    header: texts('points:export.statusCode'),
    width: 14,
    optional: true,
  },
  { key: 'remark', header: texts('points:field.remark'), width: 30, optional: true },
];

/** Columns of the export: the import's plus customer, devices and creation time; status and scenario as words. */
export const siteExportColumns = (scenarioLabel: (code: string | null) => string): ExcelColumn<Site>[] => [
  { key: 'orgName', header: texts('points:export.customer'), width: 22 },
  ...SITE_IMPORT_COLUMNS.filter((c) => c.key !== 'status').map((c) => ({
    ...c,
    optional: undefined,
    ...(c.key === 'scenario' ? { value: (r: Site) => scenarioLabel(r.scenario) } : {}),
  })),
  codeColumn('status', texts('points:field.status'), STATUS, 10),
  { key: 'deviceCount', header: texts('points:field.devices'), width: 10 },
  timeColumn('createTime', texts('points:field.createTime')),
];
