import { crc32, createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/** An xlsx workbook of one sheet with these rows (first row = header), for import tests. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an xlsx answer, as plain values. */
export async function rowsOfXlsx(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A multipart body carrying one file, for `app.inject`. */
export function multipartOf(file: Buffer, filename = 'import.xlsx', field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vrtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a workbook to an import route as the web app sends it (one file field), with these headers (the session, the language). */
export function importWorkbook(app: FastifyInstance, url: string, file: Buffer, headers: Record<string, string>, filename?: string) {
  const form = multipartOf(file, filename);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
}

export interface ZipPart {
  name: string;
  /** The entry's content, or a generator of its chunks for content too large to hold. */
  content: string | Buffer | (() => Iterable<Buffer>);
  /** Uncompressed size written into the headers instead of the true one (a lying archive). */
  declaredSize?: number;
}

/** A zip archive of deflated entries, written by hand so tests can shape hostile archives. */
export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const chunks = typeof part.content === 'function' ? part.content() : [Buffer.from(part.content)];
    const deflate = createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    deflate.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((r) => deflate.on('end', r));
    let crc = 0;
    let size = 0;
    for (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
    }
    deflate.end();
    await ended;
    const data = Buffer.concat(out);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A minimal xlsx whose first sheet's `<sheetData>` is `sheetData` (XML of `<row>` elements, or a
 * generator of its chunks), with optional extra parts (shared strings, styles …).
 */
export function xlsxOfSheetData(sheetData: string | (() => Iterable<Buffer>), extra: ZipPart[] = []): Promise<Buffer> {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN_NS}"><sheetData>`);
  const tail = Buffer.from('</sheetData></worksheet>');
  const body = typeof sheetData === 'string' ? () => [Buffer.from(sheetData)] : sheetData;
  return zipOf([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    ...extra,
    {
      name: 'xl/worksheets/sheet1.xml',
      content: function* () {
        yield head;
        yield* body();
        yield tail;
      },
    },
  ]);
}

/** One inline-string cell of a sheet (`ref` such as "A2"). */
export const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** `count` chunks of 1 MiB of the letter "A", for entries that inflate to a lot. */
export function* megabytesOfA(count: number): Iterable<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  for (let i = 0; i < count; i++) yield chunk;
}
