import type { Translations } from '../i18n.js';

/** Messages of the parameters area. */
export const configMessages = {
  configKeyExists: {
    en: 'The parameter key "{configKey}" already exists.',
    zh: '参数键名“{configKey}”已存在',
    es: 'La clave de parámetro "{configKey}" ya existe.',
    ja: 'パラメータキー「{configKey}」は既に存在します。',
  },
  configBuiltInDelete: {
    en: 'The built-in parameter "{configKey}" cannot be deleted.',
    zh: '内置参数“{configKey}”不能删除',
    es: 'El parámetro integrado "{configKey}" no se puede eliminar.',
    ja: '組み込みパラメータ「{configKey}」は削除できません。',
  },
  configBuiltInKey: {
    en: 'The key of a built-in parameter cannot be changed.',
    zh: '内置参数的键名不能修改',
    es: 'La clave de un parámetro integrado no se puede cambiar.',
    ja: '組み込みパラメータのキーは変更できません。',
  },
  configValueInvalid: {
    en: 'The value of "{configKey}" must be {expected}.',
    zh: '“{configKey}”的值必须是{expected}',
    es: 'El valor de "{configKey}" debe ser {expected}.',
    ja: '「{configKey}」の値は{expected}である必要があります。',
  },
} satisfies Record<string, Translations>;
