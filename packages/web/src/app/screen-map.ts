import type { ScreenKey } from '@vr/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page that loads its code only when it is first shown. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/** The screens one page area serves, by the screen key a menu entry names. */
export type ScreenMap = Partial<Record<ScreenKey, LazyPage>>;

/** What each `pages/<area>/index.ts` exports. */
export interface PageArea {
  screens: ScreenMap;
}
