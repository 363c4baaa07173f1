import type { ComponentType } from 'react';

export type IconMap = Record<string, ComponentType>;
let loaded: Promise<IconMap> | null = null;

/** Every outlined antd icon, in a chunk of its own fetched on first use (menu picker, rare sidebar icons). */
export function loadIcons(): Promise<IconMap> {
  loaded ??= import('./icon-catalog').then((mod) => mod.ICONS);
  return loaded;
}
