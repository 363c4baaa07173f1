import { type ThemeConfig, theme } from 'antd';
import { useEffect } from 'react';
import { type UiSize, useAppStore } from '../stores/app';
import { type Settings, useSettingsStore } from '../stores/settings';
import { readableTheme } from '../styles/readable-theme';

/**
 * The antd theme of the signed-in shell: the theme colour as colorPrimary with text that reads on
 * it and in it (styles/readable-theme.ts), the dark algorithm in dark mode, and the compact
 * algorithm for the "mini" size. The four UI sizes map
 * onto antd's componentSize in AppRoot: default → large, medium → middle, small → small,
 * mini → small + compact.
 */
export function shellTheme(settings: Pick<Settings, 'themeColor' | 'mode'>, size: UiSize): ThemeConfig {
  const algorithm = [
    settings.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    ...(size === 'mini' ? [theme.compactAlgorithm] : []),
  ];
  return { ...readableTheme(settings.themeColor, settings.mode), algorithm };
}

/** Applies the shell theme while the signed-in layout is shown; the sign-in page keeps the default. */
export function useShellTheme(): void {
  const themeColor = useSettingsStore((s) => s.themeColor);
  const mode = useSettingsStore((s) => s.mode);
  const size = useAppStore((s) => s.size);
  const setTheme = useAppStore((s) => s.setTheme);
  useEffect(() => {
    setTheme(shellTheme({ themeColor, mode }, size));
    document.documentElement.dataset['theme'] = mode;
    document.documentElement.style.colorScheme = mode;
  }, [themeColor, mode, size, setTheme]);
  useEffect(
    () => () => {
      setTheme(undefined);
      delete document.documentElement.dataset['theme'];
      document.documentElement.style.colorScheme = '';
    },
    [setTheme],
  );
}
