import { CONFIG_PERMS, type SysConfig, type Translations, configQuerySchema } from '@vr/contracts';
import { asc } from 'drizzle-orm';
import type { ExcelColumn } from '../../platform/excel/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { configFilter, toConfig } from './service.js';

const YES_NO: Record<string, Translations> = {
  Y: { en: 'Yes', zh: '是', es: 'Sí', ja: 'はい' },
  N: { en: 'No', zh: '否', es: 'No', ja: 'いいえ' },
};

export const CONFIG_COLUMNS: ExcelColumn<SysConfig>[] = [
  { key: 'configId', header: { en: 'Parameter ID', zh: '参数主键', es: 'ID', ja: 'パラメータ ID' }, width: 12 },
  { key: 'configName', header: { en: 'Parameter name', zh: '参数名称', es: 'Nombre del parámetro', ja: 'パラメータ名' }, width: 30 },
  { key: 'configKey', header: { en: 'Parameter key', zh: '参数键名', es: 'Clave del parámetro', ja: 'パラメータキー' }, width: 32 },
  { key: 'configValue', header: { en: 'Parameter value', zh: '参数键值', es: 'Valor del parámetro', ja: 'パラメータ値' }, width: 24 },
  {
    key: 'configType',
    header: { en: 'Built in', zh: '系统内置', es: 'Integrado', ja: '組み込み' },
    width: 10,
    value: (r, lang) => YES_NO[r.configType]?.[lang] ?? r.configType,
  },
  { key: 'remark', header: { en: 'Remark', zh: '备注', es: 'Observación', ja: '備考' }, width: 40 },
  {
    key: 'createTime',
    header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
    width: 22,
    value: (r) => new Date(r.createTime),
  },
];

/** The parameter list's export, run by the export centre: the list's filters, by id. */
export const configExportKind = listExportKind({
  kind: 'configs',
  permission: CONFIG_PERMS.export,
  query: configQuerySchema,
  fileName: { en: 'Parameters', zh: '参数设置', es: 'Parámetros', ja: 'パラメータ' },
  columns: CONFIG_COLUMNS,
  filter: (query) => configFilter(query),
  select: ({ db }, where) => db.select().from(sysConfigs).where(where).orderBy(asc(sysConfigs.id)),
  toRow: (row, { lang }): SysConfig => toConfig(row, lang),
});
