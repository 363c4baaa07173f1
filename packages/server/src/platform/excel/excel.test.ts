import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Translations } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { z } from 'zod';
import { type XlsxExport, neutralised, writeXlsx } from './export.js';
import type { AppError } from '../http/errors.js';
import { ImportSlots } from './import-slots.js';
import { cellText, parseXlsxRows } from './import.js';
import { rowsOfXlsx, xlsxOf } from '../../test/excel.js';

// Headers as an area has them (a customer's id and name), each in the four languages.
const columns = [
  { key: 'id', header: texts('customer:export.id') },
  { key: 'name', header: texts('customer:field.name') },
];
const [idHeader, nameHeader] = columns.map((c) => c.header) as [Translations, Translations];

/** The file an export of this spec writes, collected from its stream. */
async function written<Row>(spec: XlsxExport<Row>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await writeXlsx(out, spec);
  await ended;
  return Buffer.concat(chunks);
}

describe('xlsx export', () => {
  it('reads rows batch by batch, never all at once, and writes them all', async () => {
    const total = 1234;
    const calls: Array<{ offset: number; limit: number }> = [];
    const file = await written({
      fileName: 'x',
      lang: 'ja',
      columns,
      timeZone: 'Asia/Shanghai',
      batchSize: 100,
      batch: async ({ offset, limit }) => {
        calls.push({ offset, limit });
        return Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          id: offset + i + 1,
          name: `n${offset + i + 1}`,
        }));
      },
    });
    expect(calls).toHaveLength(13);
    expect(calls.every((c) => c.limit === 100)).toBe(true);
    const rows = await rowsOfXlsx(file);
    expect(rows[0]).toEqual([idHeader.ja, nameHeader.ja]);
    expect(rows).toHaveLength(total + 1);
    expect(rows[total]).toEqual([1234, 'n1234']);
  });
});

/** The cells of one exported column of these values, written on the given zone's clock (the header row left out). */
async function exportedColumn(values: unknown[], timeZone: string): Promise<unknown[]> {
  const file = await written({
    fileName: 'x',
    lang: 'en',
    columns: [{ key: 'v', header: nameHeader }],
    timeZone,
    batch: async ({ offset }) => (offset === 0 ? values.map((v) => ({ v })) : []),
  });
  return (await rowsOfXlsx(file)).slice(1).map((r) => r[0]);
}

describe('export neutralises formula-like text', () => {
  it('puts a quote before text that starts like a formula, keeps numbers and other text', async () => {
    const values = [
      "=cmd|' /C calc'!A0",
      '+1',
      '-1+1',
      '@SUM(1)',
      '\t=1',
      ' =1+1',
      '\n=1',
      '\u3000@A1',
      '＝1+1',
      '＋1',
      'plain',
      'a=b',
      'a =b',
      -1,
      2.5,
    ];
    const rows = await exportedColumn(values, 'Asia/Shanghai');
    // A carriage return does not survive XML; it is neutralised all the same.
    expect(neutralised('\r=1')).toBe("'\r=1");
    expect(rows).toEqual([
      "'=cmd|' /C calc'!A0",
      "'+1",
      "'-1+1",
      "'@SUM(1)",
      "'\t=1",
      "' =1+1",
      "'\n=1",
      "'\u3000@A1",
      "'＝1+1",
      "'＋1",
      'plain',
      'a=b',
      'a =b',
      -1,
      2.5,
    ]);
  });
});

describe('export writes times on the business clock', () => {
  it('writes dates and ISO times as YYYY-MM-DD HH:mm:ss in the given zone, never raw UTC; other text stays', async () => {
    const values: unknown[] = [
      new Date('2026-06-01T21:30:05Z'),
      '2026-06-01T21:30:05.123Z',
      '2026-06-01T23:30:00+02:00',
      '2026-06-01',
      'T1',
    ];
    const rows = await exportedColumn(values, 'Asia/Tokyo');
    expect(rows).toEqual(['2026-06-02 06:30:05', '2026-06-02 06:30:05', '2026-06-02 06:30:00', '2026-06-01', 'T1']);
  });
});

describe('import slots', () => {
  it('lets one import run per account and two sheets be read per process, refusing the next with its reason', () => {
    const slots = new ImportSlots(1, 2);
    const first = slots.takeUser('user:1');
    expect(() => slots.takeUser('user:1')).toThrow(expect.objectContaining({ key: 'importBusyUser', status: 429 }) as Error);
    slots.takeUser('user:2');
    first();
    first();
    slots.takeUser('user:1');
    const reading = [slots.takeProcess(), slots.takeProcess()];
    expect(() => slots.takeProcess()).toThrow(expect.objectContaining({ key: 'importBusyServer', status: 429 }) as Error);
    reading[0]!();
    slots.takeProcess();
  });

  it('refuses a third sheet read at once in the process with the message of a busy server', async () => {
    const file = await xlsxOf([[idHeader.en, nameHeader.en], ...Array.from({ length: 1000 }, (_, i) => [i + 1, 'n'])]);
    const spec = { columns, schema: z.object({ id: z.coerce.number(), name: z.string() }), maxRows: 1000, lang: 'en' as const };
    const answers = await Promise.allSettled([1, 2, 3].map(() => parseXlsxRows(file, spec)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    const refused = answers.find((a) => a.status === 'rejected')!.reason as AppError;
    expect(refused.messageFor('en')).toBe('The server is busy with other imports. Try again in a moment.');
  });
});

describe('xlsx import parsing', () => {
  const schema = z.object({ id: z.coerce.number().int().min(1), name: z.string().min(1).max(5) });

  it('maps headers in any language, skips blank rows, numbers rows as in the sheet', async () => {
    const file = await xlsxOf([[nameHeader.zh, idHeader.en], ['abc', 1], [], ['de', '2']]);
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
    expect(cellText({ formula: 'A1' } as never)).toBeUndefined();
    expect(cellText({ text: 'site', hyperlink: 'https://example.com' })).toBe('site');
  });
});
