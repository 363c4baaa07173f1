import type { SysConfig, Translations } from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';

const h = (en: string, zh: string, es: string, ja: string): Translations => ({ en, zh, es, ja });
const YES_NO: Record<string, Translations> = { Y: h('Yes', '是', 'Sí', 'はい'), N: h('No', '否', 'No', 'いいえ') };

export const CONFIG_COLUMNS: ExcelColumn<SysConfig>[] = [
  { key: 'configId', header: h('Parameter ID', '参数主键', 'ID', 'パラメータ ID'), width: 12 },
  { key: 'configName', header: h('Parameter name', '参数名称', 'Nombre del parámetro', 'パラメータ名'), width: 30 },
  { key: 'configKey', header: h('Parameter key', '参数键名', 'Clave del parámetro', 'パラメータキー'), width: 32 },
  { key: 'configValue', header: h('Parameter value', '参数键值', 'Valor del parámetro', 'パラメータ値'), width: 24 },
  {
    key: 'configType',
    header: h('Built in', '系统内置', 'Integrado', '組み込み'),
    width: 10,
    value: (r, lang) => YES_NO[r.configType]?.[lang] ?? r.configType,
  },
  { key: 'remark', header: h('Remark', '备注', 'Observación', '備考'), width: 40 },
  { key: 'createTime', header: h('Created', '创建时间', 'Creado', '作成日時'), width: 22, value: (r) => new Date(r.createTime) },
];
