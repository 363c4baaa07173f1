import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../contracts/src/locales/screens/*/*.json', {
  eager: true,
});

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(one|other)$/;

describe('texts that show a count', () => {
  it.each(['en', 'es'])('have a singular and a plural form in %s', (lang) => {
    const missing: string[] = [];
    for (const [file, module] of Object.entries(files)) {
      if (!file.endsWith(`/${lang}.json`)) continue;
      const all = new Map(texts(module.default));
      for (const [key, text] of all) {
        if (!text.includes('{{count}}')) continue;
        const base = key.replace(PLURAL, '');
        if (!all.has(`${base}_one`) || !all.has(`${base}_other`)) missing.push(`${file}: ${base}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('pass the count to i18next as `count`, never under another name', () => {
    const others: string[] = [];
    for (const [file, module] of Object.entries(files)) {
      for (const [key, text] of texts(module.default)) {
        if (PLURAL.test(key) && /\{\{(total|days|n)\}\}/.test(text)) others.push(`${file}: ${key}`);
      }
    }
    expect(others).toEqual([]);
  });
});

describe('plural forms at run time', () => {
  it.each([
    ['en', 1, '1 item'],
    ['en', 2, '2 items'],
    ['es', 1, '1 elemento'],
    ['es', 3, '3 elementos'],
    ['zh', 1, '共 1 条'],
    ['ja', 2, '全 2 件'],
  ] as const)('%s: %i rows read as "%s"', async (lang, count, expected) => {
    const { createInstance } = await import('i18next');
    const common = files[`../../../contracts/src/locales/screens/common/${lang}.json`]!.default;
    const i18n = createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { common } }, ns: ['common'], defaultNS: 'common' });
    expect(i18n.t('table.total' as never, { count } as never)).toBe(expected);
  });
});
