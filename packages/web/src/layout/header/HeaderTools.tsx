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
import { Button, Dropdown } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { SIZES, useAppStore } from '../../stores/app';
import { useSettingsStore } from '../../stores/settings';
import styles from '../layout.module.css';

/** Light/dark toggle; the mode is stored. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useSettingsStore((s) => s.mode);
  const change = useSettingsStore((s) => s.change);
  const label = mode === 'dark' ? t('header.light') : t('header.dark');
  return (
    <Button
      type="text"
      className={styles.tool}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
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
    <Button
      type="text"
      className={`${styles.tool} ${styles.desktopOnly}`}
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={label}
      title={label}
      data-testid="fullscreen"
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
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: <span data-testid={`size-${s}`}>{t(`header.sizes.${s}`)}</span> })),
        onClick: ({ key }) => setSize(key as (typeof SIZES)[number]),
      }}
    >
      <Button
        type="text"
        className={styles.tool}
        icon={<ColumnHeightOutlined />}
        aria-label={t('header.size')}
        title={t('header.size')}
        data-testid="size-menu"
        data-size={size}
      />
    </Dropdown>
  );
}

/** Language choice: stored in a cookie, then the page reloads. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const switchLanguage = useAppStore((s) => s.switchLanguage);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: LANGS.map((lang) => ({
          key: lang,
          label: <span data-testid={`lang-${lang}`}>{LANGUAGE_NAMES[lang]}</span>,
          extra: lang === language ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => switchLanguage(key as (typeof LANGS)[number]),
      }}
    >
      <Button
        type="text"
        className={styles.tool}
        icon={<GlobalOutlined />}
        aria-label={t('lang.label')}
        title={t('lang.label')}
        data-testid="header-language"
        data-lang={language}
      />
    </Dropdown>
  );
}

export function SettingsButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('shell');
  return (
    <Button
      type="text"
      className={styles.tool}
      icon={<SettingOutlined />}
      aria-label={t('header.settings')}
      title={t('header.settings')}
      data-testid="settings-open"
      onClick={onOpen}
    />
  );
}
