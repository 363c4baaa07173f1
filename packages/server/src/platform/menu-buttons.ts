import { type TextKey, texts } from '@vr/contracts/texts';
import type { MenuDefinition } from './area.js';

/** A button (one permission) under the menu entry `parent`, titled by its screens text. */
export const menuButton = (parent: string, name: string, perms: string, sort: number, title: TextKey): MenuDefinition => ({
  name,
  parent,
  menuType: 'F',
  perms,
  sort,
  titles: texts(title),
});

/**
 * A screen's buttons, one per permission but the list's own, in the permissions' order: named after
 * the screen and the permission ("GoodsMaterialAdd"), each titled by the screens text given for its
 * permission.
 */
export const permissionButtons = <P extends Record<string, string>>(
  parent: string,
  perms: P,
  titles: Record<Exclude<keyof P & string, 'list'>, TextKey>,
): MenuDefinition[] =>
  Object.entries(perms)
    .filter((entry): entry is [Exclude<keyof P & string, 'list'>, string] => entry[0] !== 'list')
    .map(([key, perm], i) => menuButton(parent, `${parent}${key[0]!.toUpperCase()}${key.slice(1)}`, perm, i + 1, titles[key]));
