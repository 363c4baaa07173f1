import { ORDER_QR_PIXELS } from '@vr/contracts';
import { withResolution } from '../devices/index.js';

/** The printed code's fonts: one with CJK glyphs first (Debian's fonts-wqy-microhei, or Noto CJK). */
const FONT_FAMILIES = "'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', sans-serif";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Shortens a line to about `max` characters (a CJK character counts as two), with an ellipsis. */
function fit(text: string, max: number): string {
  let width = 0;
  let out = '';
  for (const ch of text) {
    width += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
    if (width > max) return `${out}…`;
    out += ch;
  }
  return out;
}

/**
 * A machine's order QR code as printed: a square PNG of 945 px (8 cm at 300 dpi, the resolution
 * stated in the file), the code of `link` on top and the machine's name and code under it.
 */
export async function renderOrderQr(link: string, name: string, code: string): Promise<Buffer> {
  const [QRCode, { Resvg }] = await Promise.all([import('qrcode'), import('@resvg/resvg-js')]);
  const size = ORDER_QR_PIXELS;
  const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const area = 740;
  const cell = area / (modules + 2 * quiet);
  const left = (size - area) / 2;
  const top = 30;
  let path = '';
  for (let y = 0; y < modules; y++) {
    for (let x = 0; x < modules; x++) {
      if (qr.modules.get(x, y))
        path += `M${(left + (x + quiet) * cell).toFixed(2)} ${(top + (y + quiet) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#fff"/>
<path d="${path}" fill="#000" shape-rendering="crispEdges"/>
<text x="${size / 2}" y="${top + area + 62}" font-family="${FONT_FAMILIES}" font-size="52" text-anchor="middle" fill="#000">${escape(fit(name, 30))}</text>
<text x="${size / 2}" y="${top + area + 130}" font-family="${FONT_FAMILIES}" font-size="44" text-anchor="middle" fill="#333">${escape(fit(code, 40))}</text>
</svg>`;
  const png = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'WenQuanYi Micro Hei' },
    fitTo: { mode: 'original' },
  })
    .render()
    .asPng();
  return withResolution(Buffer.from(png));
}
