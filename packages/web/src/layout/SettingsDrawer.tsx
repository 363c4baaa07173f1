import { Button, Drawer, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLOR, isHexColor, useSettingsStore } from '../stores/settings';
import { useTabsStore } from '../stores/tabs';
import styles from './layout.module.css';

/** #abc → #aabbcc, as <input type="color"> wants. */
const expandHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

const PRESETS = ['#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#2f54eb', '#304156'];

/** The settings panel: theme colour, tags view, fixed header, sidebar logo (all persisted). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const settings = useSettingsStore();
  const setPersist = useTabsStore((s) => s.setPersist);
  // What is typed; the stored colour changes only to a valid hex code.
  const [typed, setTyped] = useState<string | null>(null);
  const color = typed ?? settings.themeColor;
  const valid = isHexColor(color);

  const applyColor = (value: string) => {
    setTyped(isHexColor(value) ? null : value);
    if (isHexColor(value)) settings.change('themeColor', value);
  };
  const toggle = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'persistTabs', testId: string, label: string) => (
    <Form.Item label={label} colon={false}>
      <Switch
        data-testid={testId}
        checked={settings[key]}
        onChange={(on) => {
          settings.change(key, on);
          if (key === 'persistTabs') setPersist(on);
        }}
      />
    </Form.Item>
  );

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={320} data-testid="settings-drawer">
      <Form layout="horizontal" labelCol={{ flex: '1' }} labelAlign="left" wrapperCol={{ flex: 'none' }}>
        <Form.Item
          label={t('settings.themeColor')}
          layout="vertical"
          required
          validateStatus={valid ? undefined : 'error'}
          help={valid ? t('settings.themeColorHint') : t('settings.themeColorInvalid')}
        >
          <div style={{ display: 'flex', gap: 8 }}>
            {/* The browser's own picker: antd's ColorPicker would weigh on every chunk that shares antd's modules. */}
            <input
              type="color"
              className={styles.colorInput}
              data-testid="settings-color-picker"
              aria-label={t('settings.themeColor')}
              value={valid ? expandHex(color) : DEFAULT_THEME_COLOR}
              onChange={(e) => applyColor(e.target.value)}
            />
            <Input
              data-testid="settings-color"
              aria-label={t('settings.themeColor')}
              value={color}
              maxLength={7}
              onChange={(e) => applyColor(e.target.value.trim())}
            />
          </div>
          <div className={styles.swatches}>
            {PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.swatch}
                style={{ background: preset }}
                aria-label={preset}
                aria-pressed={preset === settings.themeColor}
                data-testid="settings-swatch"
                onClick={() => applyColor(preset)}
              />
            ))}
          </div>
        </Form.Item>
        <Form.Item label={t('settings.dark')} colon={false}>
          <Switch
            data-testid="settings-dark"
            checked={settings.mode === 'dark'}
            onChange={(on) => settings.change('mode', on ? 'dark' : 'light')}
          />
        </Form.Item>
        {toggle('tagsView', 'settings-tags-view', t('settings.tagsView'))}
        {toggle('persistTabs', 'settings-persist-tabs', t('settings.persistTabs'))}
        {toggle('fixedHeader', 'settings-fixed-header', t('settings.fixedHeader'))}
        {toggle('sidebarLogo', 'settings-sidebar-logo', t('settings.sidebarLogo'))}
        <Button
          block
          data-testid="settings-reset"
          onClick={() => {
            settings.reset();
            setTyped(null);
            setPersist(true);
          }}
        >
          {t('settings.reset')}
        </Button>
      </Form>
    </Drawer>
  );
}
