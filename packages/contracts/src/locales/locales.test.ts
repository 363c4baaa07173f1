import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n.js';
import { MESSAGE_AREAS } from './messages.js';
import { SCREEN_TEXTS } from './screens.js';

const here = new URL('.', import.meta.url).pathname;
const folders = (tree: string) => readdirSync(`${here}${tree}`).sort();

/** Every `dotted.key` of a resource with its text. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Each language has exactly the English keys, no empty text, and the English placeholders. */
function sameAsEnglish(byLang: Record<string, unknown>, where: string): string[] {
  const english = new Map(entries(byLang['en']));
  const problems: string[] = [];
  for (const lang of LANGS) {
    const own = new Map(entries(byLang[lang]));
    for (const key of english.keys()) if (!own.has(key)) problems.push(`${where}/${lang}: missing ${key}`);
    for (const [key, text] of own) {
      if (!english.has(key)) problems.push(`${where}/${lang}: ${key} is not in English`);
      else if (!text.trim()) problems.push(`${where}/${lang}: ${key} is empty`);
      else if (placeholders(text).join() !== placeholders(english.get(key)!).join() && !/_(one|zero)$/.test(key))
        problems.push(
          `${where}/${lang}: ${key} has placeholders ${placeholders(text).join()} instead of ${placeholders(english.get(key)!).join()}`,
        );
    }
  }
  return problems;
}

describe('text resources', () => {
  it('lists every folder: screens.ts and messages.ts name each namespace and area once', () => {
    expect(Object.keys(SCREEN_TEXTS).sort()).toEqual(folders('screens'));
    expect(Object.keys(MESSAGE_AREAS).sort()).toEqual(folders('messages'));
  });

  it('has every English key, and only those, in every language, with the same placeholders', () => {
    const problems = [
      ...Object.entries(SCREEN_TEXTS).flatMap(([ns, byLang]) => sameAsEnglish(byLang, `screens/${ns}`)),
      ...Object.entries(MESSAGE_AREAS).flatMap(([area, byLang]) => sameAsEnglish(byLang, `messages/${area}`)),
    ];
    expect(problems).toEqual([]);
  });

  it('keeps message keys unique across areas (they share one namespace)', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, byLang] of Object.entries(MESSAGE_AREAS))
      for (const key of Object.keys(byLang.en)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${area}`);
        owner.set(key, area);
      }
    expect(twice).toEqual([]);
  });

  it('gives a field name that areas label differently a shared label, so no module order decides its name', () => {
    const labels = new Map<string, Set<string>>();
    for (const byLang of Object.values(MESSAGE_AREAS))
      for (const [key, text] of Object.entries(byLang.en as Record<string, string>)) {
        const field = /^\w+\.(?:field|genericField)\.(\w+)$/.exec(key)?.[1];
        if (field && !key.startsWith('validation.')) labels.set(field, (labels.get(field) ?? new Set()).add(text));
      }
    const shared = new Set(Object.keys(MESSAGE_AREAS.validation.en).map((key) => key.replace(/^validation\.field\./, '')));
    const undecided = [...labels].filter(([field, texts]) => texts.size > 1 && !shared.has(field)).map(([field]) => field);
    expect(undecided).toEqual([]);
  });
});
