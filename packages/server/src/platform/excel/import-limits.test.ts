import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@vr/contracts/texts';
import { z } from 'zod';
import { inlineCell, megabytesOfA, xlsxOf, xlsxOfSheetData } from '../../test/excel.js';
import { AppError } from '../http/errors.js';
import { parseXlsxRows } from './import.js';
import { SheetWorkers } from './sheet-workers.js';
import { XLSX_ZIP_LIMITS } from './zip.js';

// Headers as an area has them (a customer's code and name); the sheets below use the English ones.
const columns = [
  { key: 'code', header: texts('customer:field.code') },
  { key: 'name', header: texts('customer:field.name') },
];
const [CODE, NAME] = columns.map((c) => c.header.en) as [string, string];
const spec = { columns, schema: z.object({ code: z.string(), name: z.string() }), maxRows: 1000, lang: 'en' as const };

/** The refusal of a parse, with the time it took. */
async function refusal(file: Buffer): Promise<{ error: AppError; ms: number }> {
  const t0 = performance.now();
  const error = await parseXlsxRows(file, spec).then(
    () => {
      throw new Error('the file was accepted');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const ms = performance.now() - t0;
  console.info(`refused (${(error as AppError).key}) in ${Math.round(ms)} ms`);
  return { error: error as AppError, ms };
}

const header = `<row r="1">${inlineCell('A1', CODE)}${inlineCell('B1', NAME)}</row>`;
const rowsOf = (count: number) =>
  function* rows(): Iterable<Buffer> {
    for (let r = 2; r < count + 2; r += 1000) {
      let xml = '';
      for (let i = r; i < Math.min(r + 1000, count + 2); i++)
        xml += `<row r="${i}"><c r="A${i}"><v>${i}</v></c><c r="B${i}"><v>1</v></c></row>`;
      yield Buffer.from(xml);
    }
  };
const sheetOf = (count: number) =>
  function* sheet(): Iterable<Buffer> {
    yield Buffer.from(header);
    yield* rowsOf(count)();
  };

/** A shared-strings part with one string of `mb` MiB of "A". */
const hugeSharedStrings = (mb: number, declaredSize?: number) => ({
  name: 'xl/sharedStrings.xml',
  content: function* () {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>`,
    );
    yield* megabytesOfA(mb);
    yield Buffer.from('</t></si></sst>');
  },
  ...(declaredSize === undefined ? {} : { declaredSize }),
});

describe('xlsx import limits', () => {
  // A server that has imported before has a warm worker; the first start of one (loading
  // exceljs, and TypeScript under the test runner) is timed apart.
  beforeAll(async () => {
    const t0 = performance.now();
    await parseXlsxRows(
      await xlsxOf([
        [CODE, NAME],
        ['a', 'b'],
      ]),
      spec,
    );
    console.info(`import worker cold start: ${Math.round(performance.now() - t0)} ms`);
  });

  it('refuses a small file whose shared strings inflate to 300 MB, from the sizes it declares', async () => {
    const bomb = await xlsxOfSheetData(header, [hugeSharedStrings(300)]);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const { error, ms } = await refusal(bomb);
    expect(error.messageFor('en')).toBe(
      'The file unpacks to more than 20 MB or is compressed far more than a normal workbook; it was not read.',
    );
    console.info(`refused in ${Math.round(ms)} ms`);
  });

  it('refuses the same bomb while inflating when the archive lies about its sizes', async () => {
    const bomb = await xlsxOfSheetData(header, [hugeSharedStrings(300, 1000)]);
    const { error, ms } = await refusal(bomb);
    expect(error.key).toBe('importUnpackedTooLarge');
    console.info(`refused in ${Math.round(ms)} ms`);
  });

  it('stops reading 200 000 rows at the 1 001st', async () => {
    const file = await xlsxOfSheetData(sheetOf(200_000));
    const { error, ms } = await refusal(file);
    expect(error.messageFor('en')).toBe(
      'The file has more than 1000 rows; at most 1000 can be imported at once. Split it into smaller files.',
    );
    console.info(`refused in ${Math.round(ms)} ms`);
  });

  it('refuses 1 001 rows and reads 1 000', async () => {
    expect((await refusal(await xlsxOfSheetData(sheetOf(1001)))).error.key).toBe('importTooManyRows');
    const rows = await parseXlsxRows(await xlsxOfSheetData(sheetOf(1000)), spec);
    expect(rows).toHaveLength(1000);
    expect(rows[999]).toEqual({ row: 1001, data: { code: '1001', name: '1' } });
  });

  it("imports a formula's cached result and refuses a formula without one, naming the cell", async () => {
    const sheet = [
      header,
      `<row r="2">${inlineCell('A2', 'a')}<c r="B2" t="str"><f>"x"&amp;"y"</f><v>xy</v></c></row>`,
      `<row r="3"><c r="A3"><f>1+1</f><v>2</v></c>${inlineCell('B3', 'n')}</row>`,
    ];
    expect(await parseXlsxRows(await xlsxOfSheetData(sheet.join('')), spec)).toEqual([
      { row: 2, data: { code: 'a', name: 'xy' } },
      { row: 3, data: { code: '2', name: 'n' } },
    ]);
    sheet.push(`<row r="4">${inlineCell('A4', 'c')}<c r="B4"><f>A4&amp;"!"</f></c></row>`);
    sheet.push(`<row r="5">${inlineCell('A5', 'd')}<c r="B5" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>`);
    const { error } = await refusal(await xlsxOfSheetData(sheet.join('')));
    expect(error.key).toBe('importRowErrors');
    const message = 'the formula has no saved result; open the file in Excel, save it and import it again';
    expect((error.data as { rowErrors: unknown[] }).rowErrors).toEqual([
      { row: 4, field: 'name', column: NAME, message },
      { row: 5, field: 'name', column: NAME, message },
    ]);
  });

  it('reads rich text and hyperlinks as their text, dates as ISO', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow([CODE, NAME]);
    sheet.addRow([
      { richText: [{ text: 'ri', font: { bold: true } }, { text: 'ch' }] },
      { text: 'link', hyperlink: 'https://example.com' },
    ]);
    sheet.addRow([new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), 'plain']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await parseXlsxRows(file, spec)).toEqual([
      { row: 2, data: { code: 'rich', name: 'link' } },
      { row: 3, data: { code: '2024-01-02T03:04:05.000Z', name: 'plain' } },
    ]);
  });

  it('still refuses what is not a workbook', async () => {
    expect((await refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).error.key).toBe('importNotXlsx');
    expect((await refusal(await xlsxOf([[CODE]]))).error.messageFor('en')).toBe(
      `The column "${NAME}" is missing from the header row. Use the template.`,
    );
  });

  it('ends a worker that overruns its time limit', async () => {
    const workers = new SheetWorkers({ timeoutMs: 1, idleMs: 1000, maxHeapMb: 64, maxIdle: 1 });
    const file = await xlsxOfSheetData(sheetOf(1000));
    expect(await workers.read({ file, headers: [], required: [], maxRows: 10, limits: XLSX_ZIP_LIMITS })).toEqual({ kind: 'timeout' });
    await workers.close();
  });
});
