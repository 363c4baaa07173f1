import { MENU_TYPES } from '@vr/contracts';
import { isTextKey, type TextKey, texts } from '@vr/contracts/texts';
import type { MenuDefinition } from './area.js';

type NamespaceOf<K> = K extends `${infer Namespace}:${string}` ? Namespace : never;
/** A namespace of the screen texts: `config` of `config:menu.SystemConfig`. */
type TextNamespace = NamespaceOf<TextKey>;

/** A button: its name and permission, and its title where it is not `<ns>:menu.<name>`. */
type Button = readonly [name: string, perms: string, title?: TextKey];

/** A screen's permissions (`CONFIG_PERMS`), in their order. */
type Permissions = Readonly<Record<string, string>>;

type Directory = Pick<MenuDefinition, 'name' | 'parent' | 'path' | 'icon' | 'sort' | 'client'> & { title?: TextKey };

type Page<P extends Permissions> = Pick<
  MenuDefinition,
  'name' | 'parent' | 'path' | 'component' | 'perms' | 'icon' | 'sort' | 'hidden' | 'client'
> & {
  title?: TextKey;
  /**
   * Its buttons, sorted 1, 2 … in this order: listed, or one for each of its permissions but its
   * own `perms`, named after the page and the permission (`SystemConfig` + `add`: `SystemConfigAdd`).
   */
  buttons?: readonly Button[] | P;
  /** The titles of its permissions' buttons that are not `<ns>:menu.<name>`. */
  buttonTitles?: Partial<Record<keyof P, TextKey>>;
};

/**
 * The built-in menu entries of an area, titled by its screen texts of namespace `ns`: the entry or
 * button `SystemConfigAdd` by `<ns>:menu.SystemConfigAdd` unless it names another `title`. A
 * missing screen text stops the areas from loading.
 */
export function menuEntries(ns: TextNamespace) {
  const titles = (name: string, title: TextKey | undefined) => {
    const key: string = title ?? `${ns}:menu.${name}`;
    if (!isTextKey(key)) throw new Error(`menu entry ${name}: no screen text ${key}`);
    return texts(key);
  };

  /** Buttons under the entry `parent`, sorted from `firstSort` in the order given. */
  const buttons = ({ parent, firstSort }: { parent: string; firstSort: number }, list: readonly Button[]): MenuDefinition[] =>
    list.map(([name, perms, title], i) => ({
      name,
      parent,
      menuType: MENU_TYPES.BUTTON,
      perms,
      sort: firstSort + i,
      titles: titles(name, title),
    }));

  return {
    /** A directory of entries. */
    directory: ({ title, ...entry }: Directory): MenuDefinition => ({
      ...entry,
      menuType: MENU_TYPES.DIRECTORY,
      titles: titles(entry.name, title),
    }),

    /** A page (a screen's menu entry) followed by its buttons. */
    page: <P extends Permissions>(page: Page<P>): MenuDefinition[] => {
      const { title, buttons: _buttons, buttonTitles: _titles, ...entry } = page;
      return [
        { ...entry, menuType: MENU_TYPES.MENU, titles: titles(entry.name, title) },
        ...buttons({ parent: entry.name, firstSort: 1 }, buttonsOf(page)),
      ];
    },

    buttons,
  };
}

/** A page's buttons as listed, or one for each of its permissions but its own. */
function buttonsOf<P extends Permissions>({ name, perms: own, buttons = [], buttonTitles = {} }: Page<P>): readonly Button[] {
  if (isList(buttons)) return buttons;
  return Object.entries(buttons)
    .filter(([, perms]) => perms !== own)
    .map(([key, perms]) => [`${name}${key[0]!.toUpperCase()}${key.slice(1)}`, perms, buttonTitles[key]]);
}

const isList = <P extends Permissions>(buttons: readonly Button[] | P): buttons is readonly Button[] => Array.isArray(buttons);
