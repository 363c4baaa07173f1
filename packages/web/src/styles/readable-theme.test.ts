import { describe, expect, it } from 'vitest';
import { AA, contrastRatio, ERROR_COLOR, parseHex, readableOn, readableTheme, STATUS_TEXT, TAG_TEXT, textOnSolid } from './readable-theme';

/** The theme colours the settings panel offers (layout/SettingsDrawer.tsx). */
const PRESETS = ['#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#2f54eb', '#304156'];

describe('readable text on and in the theme colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(parseHex('#1890ff')).toEqual([24, 144, 255]);
    expect(parseHex('rgb(1,2,3)')).toBeNull();
  });

  it('puts near-black on the default #1890ff, where white reads at 3.24:1, and white on dark colours', () => {
    expect(textOnSolid('#1890ff')).not.toBe('#ffffff');
    expect(textOnSolid('#304156')).toBe('#ffffff');
    expect(textOnSolid('#722ed1')).toBe('#ffffff');
    for (const color of PRESETS) expect(contrastRatio(textOnSolid(color), color)).toBeGreaterThanOrEqual(AA);
  });

  it('darkens the theme colour for text until it reads on white and light fills, keeping one that reads already', () => {
    for (const color of PRESETS) {
      const text = readableOn(color, '#f5f5f5');
      expect(contrastRatio(text, '#f5f5f5')).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(AA);
    }
    expect(readableOn('#304156')).toBe('#304156');
    expect(readableOn('not a colour')).toBe('not a colour');
  });

  it('keeps the brand colour itself and changes only text colours', () => {
    const theme = readableTheme('#1890ff');
    expect(theme.token?.colorPrimary).toBe('#1890ff');
    expect(contrastRatio(theme.token!.colorLink!, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(theme.components?.Button?.primaryColor).toBe(textOnSolid('#1890ff'));
    expect(readableTheme('#1890ff', 'dark').token).toEqual({ colorPrimary: '#1890ff' });
  });

  it('tags, errors and secondary text read at 4.5:1 on their backgrounds', () => {
    for (const { text, bg } of [...Object.values(TAG_TEXT), ...Object.values(STATUS_TEXT)])
      expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(ERROR_COLOR, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio('#ffffff', ERROR_COLOR)).toBeGreaterThanOrEqual(AA);
    // rgba(0, 0, 0, 0.57) over white and over antd's #f5f5f5 fill.
    const over = (bg: number) =>
      `#${Math.round(bg * 0.43)
        .toString(16)
        .repeat(3)}`;
    expect(contrastRatio(over(255), '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(over(245), '#f5f5f5')).toBeGreaterThanOrEqual(AA);
  });
});
