import { PassThrough } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API } from '@vr/contracts';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictData } from '../modules/dicts/schema.js';
import { importWorkbook, inlineCell, megabytesOfA, xlsxOf, xlsxOfSheetData } from './excel.js';
import { body, useTestApp } from './harness.js';

const t = useTestApp();
let token = '';
const HEADER = ['Dictionary type', 'Data label', 'Data value'];

const importFile = (file: Buffer) => importWorkbook(t.app, '/admin/system/dict/data/importData', file, { token, lang: 'en' });

/** A workbook of `count` dictionary rows as a streaming writer produces it (shared strings). */
async function dictionaryWorkbook(count: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < count; i++) sheet.addRow(['no_such_type', `L${i}`, `V${i}`]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Sends one import while polling the health endpoint; answers what the server went through. */
async function underLoad(file: Buffer) {
  const rssBefore = process.memoryUsage().rss;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let done = false;
  let maxHealthMs = 0;
  let healthCalls = 0;
  // Sampled while the import runs, so a spike freed before the answer still counts.
  let rssPeak = rssBefore;
  const health = (async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await t.app.inject({ method: 'GET', url: API.health });
      expect(res.statusCode).toBe(200);
      maxHealthMs = Math.max(maxHealthMs, performance.now() - t0);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      healthCalls++;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const t0 = performance.now();
  const res = await importFile(file);
  const ms = performance.now() - t0;
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  done = true;
  await health;
  loop.disable();
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const figures = {
    fileKb: Math.round(file.length / 1024),
    refusedMs: Math.round(ms),
    maxHealthMs: Math.round(maxHealthMs * 10) / 10,
    healthCalls,
    maxLoopDelayMs: Math.round(loop.max / 1e5) / 10,
    rssGrowthMb: Math.round(((rssPeak - rssBefore) / 1024 / 1024) * 10) / 10,
  };
  return { answer: body(res), figures };
}

beforeAll(async () => {
  token = await t.login('admin', 'admin123');
  // A server that has imported before keeps a warm worker; its first start is timed apart.
  const t0 = performance.now();
  await importFile(await xlsxOf([HEADER, ['no_such_type', 'a', 'b']]));
  console.info(`import worker cold start through the route: ${Math.round(performance.now() - t0)} ms`);
});

describe('imports that cannot take the server down', () => {
  it('refuses a 200 000-row workbook, health answering throughout, RSS growing under 50 MB', async () => {
    const realistic = await dictionaryWorkbook(200_000);
    const compact = await xlsxOfSheetData(function* () {
      yield Buffer.from(`<row r="1">${HEADER.map((h, i) => inlineCell(`${'ABC'[i]}1`, h)).join('')}</row>`);
      for (let r = 2; r < 200_002; r += 1000) {
        let xml = '';
        for (let i = r; i < r + 1000; i++) xml += `<row r="${i}"><c r="A${i}"><v>1</v></c></row>`;
        yield Buffer.from(xml);
      }
    });
    for (const [name, file, message] of [
      [
        'written by a streaming writer',
        realistic,
        'The file unpacks to more than 20 MB or is compressed far more than a normal workbook; it was not read.',
      ],
      [
        'compact, under the size cap',
        compact,
        'The file has more than 1000 rows; at most 1000 can be imported at once. Split it into smaller files.',
      ],
    ] as const) {
      const { answer, figures } = await underLoad(file);
      console.info(`200 000 rows, ${name}: ${JSON.stringify(figures)}`);
      expect(answer.status).toBe(400);
      expect(answer.result).toBe(message);
      expect(figures.healthCalls).toBeGreaterThan(0);
      expect(figures.rssGrowthMb).toBeLessThan(50);
    }
  }, 60_000);

  it('refuses a decompression bomb, health answering throughout, RSS growing under 50 MB', async () => {
    const bomb = await xlsxOfSheetData(`<row r="1">${HEADER.map((h, i) => inlineCell(`${'ABC'[i]}1`, h)).join('')}</row>`, [
      {
        name: 'xl/sharedStrings.xml',
        content: function* () {
          yield Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>');
          yield* megabytesOfA(300);
          yield Buffer.from('</t></si></sst>');
        },
        declaredSize: 4096,
      },
    ]);
    const { answer, figures } = await underLoad(bomb);
    console.info(`bomb (300 MB shared strings declared as 4 KB): ${JSON.stringify(figures)}`);
    expect(answer.status).toBe(400);
    expect(answer.result).toBe('The file unpacks to more than 20 MB or is compressed far more than a normal workbook; it was not read.');
    expect(figures.healthCalls).toBeGreaterThan(0);
    expect(figures.rssGrowthMb).toBeLessThan(50);
  }, 60_000);

  it("refuses an account's second and third simultaneous imports with a clear message, and writes nothing", async () => {
    const file = await xlsxOf([HEADER, ...Array.from({ length: 1000 }, (_, i) => ['no_such_type', `L${i}`, `V${i}`])]);
    const answers = (await Promise.all([importFile(file), importFile(file), importFile(file)])).map((r) => body(r));
    const busy = answers.filter((a) => a.status === 429);
    expect(busy).toHaveLength(2);
    for (const a of busy) expect(a.result).toBe('Your previous import is still running. Try again when it has finished.');
    expect(answers.filter((a) => a.status === 400 && a.result === 'Problems found: 1000. Nothing was imported.')).toHaveLength(1);
    expect(await t.database.db.select().from(dictData).where(eq(dictData.dictType, 'no_such_type'))).toHaveLength(0);
    // Once it has finished, the account may import again.
    expect(body(await importFile(file)).status).toBe(400);
  });
});
