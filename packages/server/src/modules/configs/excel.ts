import { CONFIG_PERMS, type SysConfig, configQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc } from 'drizzle-orm';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { configFilter, toConfig } from './service.js';

/** Built in or not reads as the built-in dictionary of the parameter type (sys_yes_no). */
const YES_NO = codeLabels('dict:builtin.sys_yes_no', ['Y', 'N']);

export const CONFIG_COLUMNS: ExcelColumn<SysConfig>[] = [
  { key: 'configId', header: texts('config:export.configId'), width: 12 },
  { key: 'configName', header: texts('config:field.configName'), width: 30 },
  { key: 'configKey', header: texts('config:field.configKey'), width: 32 },
  { key: 'configValue', header: texts('config:field.configValue'), width: 24 },
  codeColumn('configType', texts('config:field.configType'), YES_NO, 10),
  { key: 'remark', header: texts('common:field.remark'), width: 40 },
  timeColumn('createTime', texts('common:field.createTime')),
];

/** The parameter list's export, run by the export centre: the list's filters, by id. */
export const configExportKind = listExportKind({
  kind: 'configs',
  permission: CONFIG_PERMS.export,
  query: configQuerySchema,
  fileName: texts('config:export.fileName'),
  columns: CONFIG_COLUMNS,
  filter: (query) => configFilter(query),
  select: ({ db }, where) => db.select().from(sysConfigs).where(where).orderBy(asc(sysConfigs.id)),
  toRow: (row, { lang }): SysConfig => toConfig(row, lang),
});
