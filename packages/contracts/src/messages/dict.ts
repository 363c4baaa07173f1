import type { Translations } from '../i18n.js';

/** Messages of the dictionaries area. */
export const dictMessages = {
  dictTypeExists: {
    en: 'The dictionary type "{dictType}" already exists.',
    zh: '字典类型“{dictType}”已存在',
    es: 'El tipo de diccionario "{dictType}" ya existe.',
    ja: '辞書タイプ「{dictType}」は既に存在します。',
  },
  dictTypeUnknown: {
    en: 'There is no dictionary type "{dictType}".',
    zh: '字典类型“{dictType}”不存在',
    es: 'No existe el tipo de diccionario "{dictType}".',
    ja: '辞書タイプ「{dictType}」は存在しません。',
  },
  dictValueExists: {
    en: 'The value "{dictValue}" already exists in this dictionary.',
    zh: '该字典中已存在键值“{dictValue}”',
    es: 'El valor "{dictValue}" ya existe en este diccionario.',
    ja: 'この辞書には値「{dictValue}」が既に存在します。',
  },
  dictBuiltInDelete: {
    en: 'The built-in dictionary "{name}" cannot be deleted.',
    zh: '内置字典“{name}”不能删除',
    es: 'El diccionario integrado "{name}" no se puede eliminar.',
    ja: '組み込み辞書「{name}」は削除できません。',
  },
  dictBuiltInTypeKey: {
    en: 'The type of a built-in dictionary cannot be changed.',
    zh: '内置字典的类型不能修改',
    es: 'El tipo de un diccionario integrado no se puede cambiar.',
    ja: '組み込み辞書のタイプは変更できません。',
  },
  dictTypePattern: {
    en: 'must start with a letter and contain only letters, digits and underscores',
    zh: '必须以字母开头，且只能包含字母、数字和下划线',
    es: 'debe empezar por una letra y contener solo letras, dígitos y guiones bajos',
    ja: '英字で始まり、英字・数字・アンダースコアのみ使用できます',
  },
} satisfies Record<string, Translations>;
