import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Texts live in the resources of this folder, never in code: no object literal gives a text in
 * one of our languages (`ja: '…'`, the language every four-language record names) outside it.
 * The few records that are data, not texts, are named here with why.
 */
const ALLOWED: Record<string, string> = {
  'web/src/i18n/language.ts': 'each language named in itself, for the language picker',
  'device-sim/src/machine.test.ts': 'product names a goods package carries to a machine (data)',
  'server/src/modules/device-models/device-models.test.ts': 'a model whose Japanese name is blanked on purpose',
  'server/src/test/scratch-area/menu.ts': 'a test area that proves an area needs no file outside its folders',
  'server/src/test/scratch-area/job.ts': 'the same test area’s scheduled job',
};

const packages = path.resolve(new URL('.', import.meta.url).pathname, '../../..');
const TEXT_IN_JAPANESE = /\bja:\s*['"`]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('texts in code', () => {
  it('are keys of the resources: no inline record in any language outside packages/contracts/src/locales', () => {
    const found = ['contracts', 'server', 'web', 'device-sim']
      .flatMap((pkg) => sourceFiles(path.join(packages, pkg, 'src')))
      .map((file) => path.relative(packages, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('contracts/src/locales/') && !(file in ALLOWED))
      .filter((file) => TEXT_IN_JAPANESE.test(readFileSync(path.join(packages, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
