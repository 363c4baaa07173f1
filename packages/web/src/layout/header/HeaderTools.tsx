import {
  CheckOutlined,
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  MoonOutlined,
  SettingOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { LANGS } from '@vr/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { SIZES, useAppStore } from '../../stores/app';
import { useSettingsStore } from '../../stores/settings';
import styles from '../layout.module.css';
import { HeaderMenu, HeaderTool } from './HeaderTool';

/** Light/dark toggle; the mode is stored. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useSettingsStore((s) => s.mode);
  const change = useSettingsStore((s) => s.change);
  const label = mode === 'dark' ? t('header.light') : t('header.dark');
  return (
    <HeaderTool
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      label={label}
      testId="theme-toggle"
      data-mode={mode}
      onClick={() => change('mode', mode === 'dark' ? 'light' : 'dark')}
    />
  );
}

/** Full screen toggle. */
export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <HeaderTool
      className={styles.desktopOnly}
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      label={label}
      testId="fullscreen"
      onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
    />
  );
}

/** Size choice (default, medium, small, mini), kept in a cookie. */
export function SizeMenu() {
  const { t } = useTranslation('shell');
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <HeaderMenu
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: <span data-testid={`size-${s}`}>{t(`header.sizes.${s}`)}</span> })),
        onClick: ({ key }) => setSize(key as (typeof SIZES)[number]),
      }}
    >
      <HeaderTool icon={<ColumnHeightOutlined />} label={t('header.size')} testId="size-menu" data-size={size} />
    </HeaderMenu>
  );
}

/** Language choice: stored in a cookie, then the page reloads. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const switchLanguage = useAppStore((s) => s.switchLanguage);
  return (
    <HeaderMenu
      menu={{
        items: LANGS.map((lang) => ({
          key: lang,
          label: <span data-testid={`lang-${lang}`}>{LANGUAGE_NAMES[lang]}</span>,
          extra: lang === language ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => switchLanguage(key as (typeof LANGS)[number]),
      }}
    >
      <HeaderTool icon={<GlobalOutlined />} label={t('lang.label')} testId="header-language" data-lang={language} />
    </HeaderMenu>
  );
}

export function SettingsButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('shell');
  return <HeaderTool icon={<SettingOutlined />} label={t('header.settings')} testId="settings-open" onClick={onOpen} />;
}
