import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeXlsx } from './export.js';
import { cellText, parseXlsxRows } from './import.js';
import { rowsOfXlsx, xlsxOf } from '../../test/excel.js';

const columns = [
  { key: 'id', header: { en: 'Id', zh: '编号', es: 'Id', ja: 'ID' } },
  { key: 'name', header: { en: 'Name', zh: '名称', es: 'Nombre', ja: '名前' } },
];

async function collect(stream: PassThrough, work: Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => stream.on('end', r));
  await work;
  await ended;
  return Buffer.concat(chunks);
}

describe('xlsx export', () => {
  it('reads rows batch by batch, never all at once, and writes them all', async () => {
    const total = 1234;
    const calls: Array<{ offset: number; limit: number }> = [];
    const out = new PassThrough();
    const file = await collect(
      out,
      writeXlsx(out, {
        fileName: 'x',
        lang: 'ja',
        columns,
        batchSize: 100,
        batch: async ({ offset, limit }) => {
          calls.push({ offset, limit });
          return Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
            id: offset + i + 1,
            name: `n${offset + i + 1}`,
          }));
        },
      }),
    );
    expect(calls).toHaveLength(13);
    expect(calls.every((c) => c.limit === 100)).toBe(true);
    const rows = await rowsOfXlsx(file);
    expect(rows[0]).toEqual(['ID', '名前']);
    expect(rows).toHaveLength(total + 1);
    expect(rows[total]).toEqual([1234, 'n1234']);
  });
});

describe('xlsx import parsing', () => {
  const schema = z.object({ id: z.coerce.number().int().min(1), name: z.string().min(1).max(5) });

  it('maps headers in any language, skips blank rows, numbers rows as in the sheet', async () => {
    const file = await xlsxOf([['名称', 'Id'], ['abc', 1], [], ['de', '2']]);
    const rows = await parseXlsxRows(file, { columns, schema, maxRows: 10, lang: 'en' });
    expect(rows).toEqual([
      { row: 2, data: { id: 1, name: 'abc' } },
      { row: 4, data: { id: 2, name: 'de' } },
    ]);
  });

  it('turns rich text, formulas and numbers into text', () => {
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b' }] })).toBe('ab');
    expect(cellText({ formula: '1+1', result: 2 } as never)).toBe('2');
    expect(cellText(3)).toBe('3');
    expect(cellText('  ')).toBeUndefined();
  });
});
