import type { ThemeConfig } from 'antd';

/**
 * Text that reads at WCAG AA (4.5:1 for text under 18.66 px bold / 24 px) on antd's light theme,
 * whatever the theme colour: the theme colour itself stays as chosen (backgrounds, borders, the
 * ink bar, focus rings), and only the text drawn with it or on it changes. docs/decisions.md,
 * "Readable text on the theme colour".
 */

/** WCAG AA for normal-size text. */
export const AA = 4.5;

/** [r, g, b] of `#rgb` or `#rrggbb`; null for anything else. */
export function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = /^[\da-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[\da-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
export function luminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) return NaN;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The colour as text on `background`: itself when it reads at `ratio`, else mixed with black in
 * small steps until it does (the same hue, darker). A colour that cannot be read comes back as is.
 */
export function readableOn(color: string, background = '#ffffff', ratio = AA): string {
  const rgb = parseHex(color);
  if (!rgb || !parseHex(background)) return color;
  for (let share = 0; share <= 1; share += 0.02) {
    const mixed = toHex(rgb.map((v) => v * (1 - share)));
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return '#000000';
}

/** Text on a solid fill of `background`: white where white reads at 4.5:1, else near-black. */
export function textOnSolid(background: string): string {
  if (!parseHex(background)) return '#ffffff';
  const candidates = ['#ffffff', '#141414', '#000000'];
  return candidates.find((c) => contrastRatio(c, background) >= AA) ?? '#000000';
}

/**
 * antd's preset tag colours draw their text in shade 7 on shade 1; where that is under 4.5:1 the
 * first darker shade of the same palette that reaches it (antd's own palettes, @ant-design/colors).
 * `bg` is shade 1, kept for the unit test.
 */
export const TAG_TEXT = {
  volcano7: { text: '#ad2102', bg: '#fff2e8' },
  orange7: { text: '#ad4e00', bg: '#fff7e6' },
  gold7: { text: '#874d00', bg: '#fffbe6' },
  yellow7: { text: '#876800', bg: '#feffe6' },
  lime7: { text: '#3f6600', bg: '#fcffe6' },
  green7: { text: '#237804', bg: '#f6ffed' },
  cyan7: { text: '#006d75', bg: '#e6fffb' },
} as const;

/** Status tags (success, processing, warning, error): their text on their light fill. */
export const STATUS_TEXT = {
  colorSuccess: { text: '#237804', bg: '#f6ffed' },
  colorInfo: { text: '#0958d9', bg: '#e6f4ff' },
  colorWarning: { text: '#874d00', bg: '#fffbe6' },
  colorError: { text: '#cf1322', bg: '#fff1f0' },
} as const;

/** The error colour: antd's red 7, which carries white text (5.6:1) and reads as text on white. */
export const ERROR_COLOR = '#cf1322';

/** Description text, placeholders: black at 57 % reads at 5:1 on white and on antd's light fills. */
export const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.57)';

/** The page background the lightest text may sit on (antd's colorFillQuaternary over white, table hover). */
const LIGHT_FILL = '#f5f5f5';

/**
 * The antd theme for a theme colour: `colorPrimary` as chosen, with readable text. In dark mode
 * only the text on solid theme-colour fills changes (antd's dark palette reads on its own).
 */
export function readableTheme(themeColor: string, mode: 'light' | 'dark' = 'light'): ThemeConfig {
  const onPrimary = textOnSolid(themeColor);
  const solid = {
    Button: { primaryColor: onPrimary },
    Menu: { darkItemSelectedColor: onPrimary },
    Radio: { buttonSolidCheckedColor: onPrimary },
  };
  if (mode === 'dark') return { token: { colorPrimary: themeColor }, components: solid };
  const link = readableOn(themeColor, LIGHT_FILL);
  const linkActive = readableOn(themeColor, LIGHT_FILL, 7);
  const tag = Object.fromEntries([
    ...Object.entries(TAG_TEXT).map(([key, { text }]) => [key, text]),
    ...Object.entries(STATUS_TEXT).map(([key, { text }]) => [key, text]),
  ]);
  return {
    token: {
      colorPrimary: themeColor,
      colorLink: link,
      colorLinkHover: linkActive,
      colorLinkActive: linkActive,
      colorError: ERROR_COLOR,
      colorTextTertiary: TEXT_TERTIARY,
      colorTextDescription: TEXT_TERTIARY,
      colorTextPlaceholder: TEXT_TERTIARY,
    },
    components: {
      ...solid,
      Tabs: { itemSelectedColor: link, itemHoverColor: linkActive, itemActiveColor: linkActive },
      Pagination: { itemActiveColor: link, itemActiveColorHover: linkActive },
      Tag: tag,
    },
  };
}

/** The CSS variables the shell's own styles use for text in and on the theme colour. */
export function readableVars(themeColor: string, mode: 'light' | 'dark'): Record<string, string> {
  return {
    '--vr-on-primary': textOnSolid(themeColor),
    '--vr-primary-text': mode === 'light' ? readableOn(themeColor, LIGHT_FILL) : themeColor,
  };
}
