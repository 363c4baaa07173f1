import { matchLang, PLATFORM_DEFAULTS } from '@vr/contracts';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { silentCall } from '../api/silent-request';
import { LANGUAGE_COOKIE } from './app';

/**
 * Platform settings (System → Platform settings) the sign-in page and the shell need before and
 * after signing in: product title, logo, default language. Read from the public
 * GET /api/platform/settings over fetch (api/silent-request.ts) and kept in local storage,
 * so the next load shows the right title at once.
 */
export const PLATFORM_SETTINGS_URL = '/api/platform/settings';
const CACHE_KEY = 'vr-platform';

export interface PublicPlatformSettings {
  title: string;
  logo: string;
  defaultLanguage: string;
  timeZone: string;
  currency: string;
}

function cached(): PublicPlatformSettings | null {
  try {
    const value = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as PublicPlatformSettings | null;
    return value && typeof value.title === 'string' ? value : null;
  } catch {
    return null;
  }
}

interface PlatformState {
  settings: PublicPlatformSettings | null;
  apply(settings: PublicPlatformSettings): void;
}

export const usePlatformStore = create<PlatformState>()((set) => ({
  settings: cached(),
  apply(settings) {
    localStorage.setItem(CACHE_KEY, JSON.stringify(settings));
    set({ settings });
  },
}));

/** The product title (page titles, sign-in page, sidebar), or `fallback` until it is known. */
export function usePlatformTitle(fallback: string): string {
  return usePlatformStore((s) => s.settings?.title) || fallback;
}

/** The platform logo URL, or null. */
export function usePlatformLogo(): string | null {
  return usePlatformStore((s) => s.settings?.logo) || null;
}

/** The business time zone (sales days, "today", default date ranges) as the server announced it. */
export function businessTimeZone(): string {
  return usePlatformStore.getState().settings?.timeZone || PLATFORM_DEFAULTS.timeZone;
}

/** The business time zone, in a component. */
export function useBusinessTimeZone(): string {
  return usePlatformStore((s) => s.settings?.timeZone) || PLATFORM_DEFAULTS.timeZone;
}

/** The platform currency (amounts not owned by one customer, e.g. a total with no sales yet). */
export function usePlatformCurrency(): string {
  return usePlatformStore((s) => s.settings?.currency) || PLATFORM_DEFAULTS.currency;
}

/** Reads the settings from the server; null when it cannot. */
export async function loadPlatformSettings(): Promise<PublicPlatformSettings | null> {
  try {
    const { data } = await silentCall<PublicPlatformSettings>('GET', PLATFORM_SETTINGS_URL);
    if (!data) return null;
    usePlatformStore.getState().apply(data);
    return data;
  } catch {
    return null;
  }
}

/** True when neither a stored choice nor the browser names a supported language (stored choice, then browser, then English). */
export function languageUnchosen(): boolean {
  if (Cookies.get(LANGUAGE_COOKIE)) return false;
  const browser = navigator.languages ?? [navigator.language];
  return !browser.some((candidate) => matchLang(candidate));
}
