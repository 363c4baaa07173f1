import { describe, expect, it } from 'vitest';
import { LANGS } from '@vr/contracts';

const DIR = '../../../contracts/src/locales/screens';
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../contracts/src/locales/screens/*/*.json', { eager: true });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = [...new Set(Object.keys(files).map((f) => f.split('/').at(-2)!))];

describe('screen texts (i18n namespaces)', () => {
  it.each(namespaces)('namespace %s has every English key, and only those, in zh, es and ja', (ns) => {
    const english = files[`${DIR}/${ns}/en.json`];
    expect(english, `${ns}/en.json`).toBeDefined();
    const expected = keys(english!.default).sort();
    for (const lang of LANGS) {
      const file = files[`${DIR}/${ns}/${lang}.json`];
      expect(file, `${ns}/${lang}.json`).toBeDefined();
      expect(keys(file!.default).sort(), `${ns}/${lang}`).toEqual(expected);
      for (const text of keys(file!.default).map((k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], file!.default),
      )) {
        expect(typeof text === 'string' && text.trim().length > 0, `${ns}/${lang}: empty text`).toBe(true);
      }
    }
  });
});
