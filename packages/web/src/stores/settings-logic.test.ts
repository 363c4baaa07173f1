import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isHexColor, parseSettings } from './settings-logic';

describe('settings (settings panel, theme, default colour)', () => {
  it('defaults to #1890ff, light, tab bar, fixed header, logo and persisted tabs', () => {
    expect(parseSettings(null)).toEqual({
      themeColor: '#1890ff',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      persistTabs: true,
      mode: 'light',
    });
  });

  it('keeps stored choices and drops what is not valid', () => {
    expect(parseSettings('{"themeColor":"#13c2c2","tagsView":false,"mode":"dark"}')).toMatchObject({
      themeColor: '#13c2c2',
      tagsView: false,
      mode: 'dark',
      fixedHeader: true,
    });
    expect(parseSettings('{"themeColor":"red","fixedHeader":"no","mode":"blue"}')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{broken')).toEqual(DEFAULT_SETTINGS);
  });

  it('accepts only hex colour codes', () => {
    expect(isHexColor('#1890ff')).toBe(true);
    expect(isHexColor('#ABC')).toBe(true);
    expect(isHexColor('1890ff')).toBe(false);
    expect(isHexColor('#12g')).toBe(false);
    expect(isHexColor('#1890ff0')).toBe(false);
  });
});
