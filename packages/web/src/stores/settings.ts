import { create } from 'zustand';
import { DEFAULT_SETTINGS, type Settings, isHexColor, parseSettings } from './settings-logic';

export { DEFAULT_SETTINGS, DEFAULT_THEME_COLOR, isHexColor, type Settings, type ThemeMode } from './settings-logic';

export const SETTINGS_KEY = 'vr-settings';

interface SettingsState extends Settings {
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
  reset(): void;
}

function save(settings: Settings): void {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

const pick = (s: SettingsState): Settings => ({
  themeColor: s.themeColor,
  tagsView: s.tagsView,
  fixedHeader: s.fixedHeader,
  sidebarLogo: s.sidebarLogo,
  persistTabs: s.persistTabs,
  mode: s.mode,
});

/** Persisted in local storage; every change applies at once. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...parseSettings(localStorage.getItem(SETTINGS_KEY)),
  change(key, value) {
    if (key === 'themeColor' && !isHexColor(value as string)) return;
    set({ [key]: value } as Partial<Settings>);
    save(pick(get()));
  },
  reset() {
    set(DEFAULT_SETTINGS);
    save(DEFAULT_SETTINGS);
  },
}));
