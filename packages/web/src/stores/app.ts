import type { Lang } from '@vr/contracts';
import type { ThemeConfig } from 'antd';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { resolveLanguage } from '../i18n/language';
import { type Device, deviceOf } from '../layout/breakpoint';

export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';
export const SIDEBAR_COOKIE = 'sidebarStatus';

/** The sizes offered in the top bar; medium by default. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: UiSize = 'medium';

const COOKIE_OPTIONS = { expires: 365, sameSite: 'Lax' } as const;

function readSize(): UiSize {
  const stored = Cookies.get(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(stored ?? '') ? (stored as UiSize) : DEFAULT_SIZE;
}

export type { Device };

const cookieSidebarOpened = () => Cookies.get(SIDEBAR_COOKIE) !== '0';

interface AppState {
  language: Lang;
  /** Under 992 px the mode is mobile and the sidebar is closed. */
  device: Device;
  /**
   * antd theme of the signed-in shell (colour, dark, compact), set by the lazily loaded layout
   * so that the sign-in page downloads none of the theme algorithms.
   */
  theme: ThemeConfig | undefined;
  size: UiSize;
  /** Persisted in a cookie, open by default. */
  sidebarOpened: boolean;
  /** Stores the choice and reloads the page, so every text is rebuilt in the new language. */
  switchLanguage(lang: Lang): void;
  setSize(size: UiSize): void;
  toggleSidebar(): void;
  /** Closes the sidebar; on mobile the stored (desktop) choice is left alone. */
  closeSidebar(): void;
  /** Entering mobile closes the sidebar; back on desktop the stored choice returns. */
  setDevice(device: Device): void;
  setTheme(theme: ThemeConfig | undefined): void;
}

export const useAppStore = create<AppState>()((set, get) => ({
  language: resolveLanguage(Cookies.get(LANGUAGE_COOKIE), navigator.languages ?? [navigator.language]),
  size: readSize(),
  sidebarOpened: deviceOf(window.innerWidth) === 'desktop' && cookieSidebarOpened(),
  device: deviceOf(window.innerWidth),
  theme: undefined,
  switchLanguage(lang) {
    Cookies.set(LANGUAGE_COOKIE, lang, COOKIE_OPTIONS);
    if (lang !== get().language) window.location.reload();
  },
  setSize(size) {
    Cookies.set(SIZE_COOKIE, size, COOKIE_OPTIONS);
    set({ size });
  },
  toggleSidebar() {
    const sidebarOpened = !get().sidebarOpened;
    if (get().device === 'desktop') Cookies.set(SIDEBAR_COOKIE, sidebarOpened ? '1' : '0', COOKIE_OPTIONS);
    set({ sidebarOpened });
  },
  closeSidebar() {
    if (get().device === 'desktop') Cookies.set(SIDEBAR_COOKIE, '0', COOKIE_OPTIONS);
    set({ sidebarOpened: false });
  },
  setDevice(device) {
    if (device === get().device) return;
    set({ device, sidebarOpened: device === 'mobile' ? false : cookieSidebarOpened() });
  },
  setTheme(theme) {
    set({ theme });
  },
}));

/** The active language outside React (request headers, wrapper messages). */
export function currentLang(): Lang {
  return useAppStore.getState().language;
}
