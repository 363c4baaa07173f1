import { Color } from '@rc-component/color-picker';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

/**
 * antd's `isBright` (color-picker/components/ColorPresets), which its button style uses to pick
 * the text colour of solid buttons. Served from here (vite.config.ts) because the original's
 * module also holds the presets panel, and with it Collapse and the colour picker: every
 * screen with a button, the sign-in page first, downloaded them.
 */
export function isBright(value: RgbColor, bgColorToken: string): boolean {
  const { r, g, b, a } = value.toRgb();
  const hsv = new Color(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
