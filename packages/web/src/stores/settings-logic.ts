/** The settings panel's values and their parsing (pure, unit-tested). */
/** The default theme colour. */
export const DEFAULT_THEME_COLOR = '#1890ff';

export type ThemeMode = 'light' | 'dark';

/** The settings panel (theme colour, tags view, fixed header, sidebar logo) and the theme mode. */
export interface Settings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Open tabs come back after a page reload. */
  persistTabs: boolean;
  mode: ThemeMode;
}

export const DEFAULT_SETTINGS: Settings = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  persistTabs: true,
  mode: 'light',
};

/** A hex colour code (#rgb or #rrggbb). */
export const isHexColor = (value: string): boolean => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

export function parseSettings(raw: string | null): Settings {
  if (!raw) return DEFAULT_SETTINGS;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof Settings, unknown>> | null;
    if (!value || typeof value !== 'object') return DEFAULT_SETTINGS;
    const flag = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'persistTabs') =>
      typeof value[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_SETTINGS[key];
    return {
      themeColor: typeof value.themeColor === 'string' && isHexColor(value.themeColor) ? value.themeColor : DEFAULT_THEME_COLOR,
      tagsView: flag('tagsView'),
      fixedHeader: flag('fixedHeader'),
      sidebarLogo: flag('sidebarLogo'),
      persistTabs: flag('persistTabs'),
      mode: value.mode === 'dark' ? 'dark' : 'light',
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}
