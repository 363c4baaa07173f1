import { type CurrentTheme, THEME_API } from '@vr/contracts';
import { useEffect } from 'react';
import { get } from '../../api/request';
import { DEFAULT_SETTINGS, useSettingsStore } from '../../stores/settings';

/** Set once the user picks a colour in the settings panel; cleared by "reset settings". */
export const THEME_CHOSEN_KEY = 'vr-theme-chosen';
let applying = false;

export const userChoseTheme = () => localStorage.getItem(THEME_CHOSEN_KEY) === '1';

// Watches the settings store: a colour change that is not ours is the user's own choice.
useSettingsStore.subscribe((state, previous) => {
  if (applying || state.themeColor === previous.themeColor) return;
  const isReset = (Object.keys(DEFAULT_SETTINGS) as Array<keyof typeof DEFAULT_SETTINGS>).every((k) => state[k] === DEFAULT_SETTINGS[k]);
  if (isReset) localStorage.removeItem(THEME_CHOSEN_KEY);
  else localStorage.setItem(THEME_CHOSEN_KEY, '1');
});

/**
 * Applies the signed-in user's customer's default theme colour (GET /api/Theme/current) when the
 * shell opens, unless the user has chosen a colour in the settings panel.
 */
export function CustomerThemeSync() {
  useEffect(() => {
    if (userChoseTheme()) return;
    let cancelled = false;
    get<CurrentTheme>(THEME_API.current, undefined, { silent: true })
      .then((res) => {
        const color = res.data?.themeColor;
        if (cancelled || !color || userChoseTheme() || color === useSettingsStore.getState().themeColor) return;
        applying = true;
        try {
          useSettingsStore.getState().change('themeColor', color);
        } finally {
          applying = false;
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
