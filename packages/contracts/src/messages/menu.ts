import type { Translations } from '../i18n.js';

/** Messages of the menu screen and API. */
export const menuMessages = {
  menuHasChildren: {
    en: 'This menu has sub-menus: delete them first.',
    zh: '存在子菜单，不允许删除',
    es: 'Este menú tiene submenús: elimínelos primero.',
    ja: 'サブメニューがあるため削除できません。先にサブメニューを削除してください。',
  },
  menuBuiltInDelete: {
    en: 'A built-in menu cannot be deleted; you can hide it or change its order.',
    zh: '内置菜单不能删除，可以隐藏或调整顺序',
    es: 'Un menú integrado no se puede eliminar; puede ocultarlo o cambiar su orden.',
    ja: '組み込みメニューは削除できません。非表示にするか順序を変更してください。',
  },
  menuNameTaken: {
    en: 'A menu with the route name "{name}" already exists.',
    zh: '路由名称“{name}”已存在',
    es: 'Ya existe un menú con el nombre de ruta "{name}".',
    ja: 'ルート名「{name}」のメニューは既に存在します。',
  },
  menuParentInvalid: {
    en: 'The parent menu does not exist or cannot hold this entry.',
    zh: '上级菜单不存在或不能包含该菜单',
    es: 'El menú superior no existe o no puede contener esta entrada.',
    ja: '親メニューが存在しないか、この項目を含めることができません。',
  },
  menuExternalPath: {
    en: 'An external link must start with http:// or https://',
    zh: '外链地址必须以 http:// 或 https:// 开头',
    es: 'Un enlace externo debe empezar por http:// o https://',
    ja: '外部リンクは http:// または https:// で始まる必要があります',
  },
} satisfies Record<string, Translations>;
