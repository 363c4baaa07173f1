import fc from 'fast-check';
import type { FieldSchema, Operation, Parameter } from './plan.js';

/** Values that broke, or could break, a server: NUL, prototype keys, int4 edges, bad dates, huge text. */
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'notadate',
  '2026-02-30',
  '2026-13-45 25:61',
  '9999-99-99',
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '1,2147483648',
  '1,,2',
  '😀',
  '\ud800',
  'x'.repeat(10_000),
];
const NASTY_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e300, -1, 0, 1.5, -0.5];
const SORT_COLUMNS = ['__proto__', 'constructor', 'toString', 'valueOf', 'noSuchColumn', 'id;drop table x', '\u0000'];

export const nastyText = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 24, unit: 'binary' }));
export const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'a'];
/** Any JSON value, with prototype keys among object keys. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyScalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...PROTO_KEYS), tie('value'), { maxKeys: 3, noNullPrototype: true }),
  ),
})).value;

/** The kinds of request the suite sends; the summary counts requests by kind. */
export type Kind =
  | 'query'
  | 'sort'
  | 'path'
  | 'body'
  | 'body-missing-required'
  | 'body-not-object'
  | 'malformed-json'
  | 'wrong-content-type'
  | 'multipart'
  | 'nul';

export interface FuzzRequest {
  kind: Kind;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const stringForQuery = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** Percent-encodes a path value; a lone surrogate (no UTF-8 form) goes as its raw bytes. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function fillPath(op: Operation, values: Record<string, string>): string {
  return op.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodePathValue(values[name] ?? '1'));
}

/** A value the parameter's schema refuses whatever else the request holds (for writes). */
function refusedPathValue(p: Parameter): fc.Arbitrary<string> {
  if (p.schema.type === 'integer' || p.schema.type === 'number') {
    return fc.constantFrom('abc', '-1', '0', '1.5', '2147483648', '9223372036854775808', '1e3', '\u0000');
  }
  return fc.constantFrom('\u0000', 'a\u0000', '1,2147483648', '2147483648');
}

const objectProps = (schema: FieldSchema | undefined): Record<string, FieldSchema> => schema?.properties ?? {};

/** A body: some declared fields with nasty values, plus stray prototype keys. */
function bodyArb(schema: FieldSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(objectProps(schema));
  const keys = fc.constantFrom(...(names.length ? names : ['id']), '__proto__', 'constructor');
  return fc.dictionary(keys, nastyJson, { maxKeys: Math.max(3, Math.min(names.length, 8)), noNullPrototype: true });
}

function queryArb(op: Operation): fc.Arbitrary<Array<[string, string]>> {
  const names = op.query.map((p) => p.name);
  const key = fc.constantFrom(...(names.length ? names : ['id']), 'x\u0000', '__proto__');
  return fc.array(fc.tuple(key, nastyScalar.map(stringForQuery)), { minLength: 1, maxLength: 6 });
}

/** A plain value of a field's type (not necessarily valid): the rest of a body around a probe. */
function plainValue(schema: FieldSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const type = schema.type ?? schema.anyOf?.[0]?.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'fuzz';
}

const isInteger = (schema: FieldSchema): boolean => (schema.type ?? schema.anyOf?.[0]?.type) === 'integer';
const isFreeText = (schema: FieldSchema): boolean => schema.type === 'string' && !schema.enum;
const OUT_OF_INT4 = '2147483648';

/**
 * The targeted probes of one operation, each value alone in an otherwise plain request so that it
 * reaches the code behind validation: an integer one past int4 in every integer parameter and
 * body field, a bad date in every time filter, prototype keys and unknown columns as the sort,
 * NUL in every free-text parameter and path parameter.
 */
export function probesFor(op: Operation, writes: boolean): FuzzRequest[] {
  const plainPath = Object.fromEntries(op.path.map((p) => [p.name, '1']));
  const okPath = fillPath(op, plainPath);
  const requiredQuery = op.query.filter((p) => p.required).map((p): [string, string] => [p.name, String(plainValue(p.schema))]);
  const out: FuzzRequest[] = [];
  const bodyProps = objectProps(op.body);
  const plainBody = Object.fromEntries((op.body?.required ?? []).map((name) => [name, plainValue(bodyProps[name] ?? {})]));
  const bodyPart = op.body ? { headers: json, payload: JSON.stringify(plainBody) } : { headers: {} };
  for (const p of op.path) {
    const values = [OUT_OF_INT4, 'a\u0000b', ...(isInteger(p.schema) ? [] : ['1,2147483648'])];
    for (const value of values) {
      out.push({
        kind: value.includes('\u0000') ? 'nul' : 'path',
        method: op.method,
        url: fillPath(op, { ...plainPath, [p.name]: value }) + qs(requiredQuery),
        ...bodyPart,
      });
    }
  }
  for (const p of op.query) {
    const values: string[] = [];
    if (isInteger(p.schema)) values.push(OUT_OF_INT4);
    if (isFreeText(p.schema)) values.push('a\u0000b');
    if (/time|date/i.test(p.name) && p.schema.type === 'string') values.push('notadate', '2026-02-30');
    if (p.name === 'orderByColumn') values.push(...SORT_COLUMNS);
    for (const value of values) {
      if (writes && !value.includes('\u0000') && value !== OUT_OF_INT4) continue;
      const pairs: Array<[string, string]> = [...requiredQuery.filter(([k]) => k !== p.name), [p.name, value]];
      const kind: Kind = p.name === 'orderByColumn' ? 'sort' : value.includes('\u0000') ? 'nul' : 'query';
      out.push({ kind, method: op.method, url: okPath + qs(pairs), ...bodyPart });
    }
  }
  for (const [name, schema] of Object.entries(bodyProps)) {
    if (!isInteger(schema) && !isFreeText(schema)) continue;
    const value = isInteger(schema) ? 2 ** 31 : 'a\u0000b';
    out.push({
      kind: isInteger(schema) ? 'body' : 'nul',
      method: op.method,
      url: okPath + qs(requiredQuery),
      headers: json,
      payload: JSON.stringify({ ...plainBody, [name]: value }),
    });
  }
  return out;
}

const qs = (pairs: Array<[string, string]>): string => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '');
const json = { 'content-type': 'application/json' };

/**
 * Bad requests for one operation. A read gets any bad input; a write (`writes`) gets input its
 * schema or the platform refuses before the handler, so nothing may be written: a path parameter
 * out of range, a required field missing, a body of the wrong shape, malformed JSON, an unknown
 * content type, or NUL somewhere.
 */
export function requestsFor(op: Operation, writes: boolean): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(Object.fromEntries(op.path.map((p) => [p.name, writes ? refusedPathValue(p) : nastyText])));
  const okPath = fillPath(op, Object.fromEntries(op.path.map((p) => [p.name, '1'])));
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const sendsBody = hasBody || op.body !== undefined;
  const options: Array<fc.Arbitrary<FuzzRequest>> = [];

  // NUL in a query value or key, in a body field: refused by the platform whatever the route.
  options.push(
    fc.tuple(queryArb(op), fc.constantFrom(...(op.query.length ? op.query.map((p) => p.name) : ['q']))).map(([pairs, name]) => ({
      kind: 'nul' as const,
      method: op.method,
      url: okPath + qs([...pairs, [name, 'x\u0000y']]),
      headers: {},
    })),
  );
  if (sendsBody) {
    options.push(
      fc
        .tuple(
          bodyArb(op.body),
          fc.constantFrom(...(Object.keys(objectProps(op.body)).length ? Object.keys(objectProps(op.body)) : ['name'])),
        )
        .map(([body, name]) => ({
          kind: 'nul' as const,
          method: op.method,
          url: okPath,
          headers: json,
          payload: JSON.stringify({ ...body, [name]: 'bad\u0000value' }),
        })),
      fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"polluted":1}', 'nul\u0000l', '"').map((payload) => ({
        kind: 'malformed-json' as const,
        method: op.method,
        url: okPath,
        headers: json,
        payload,
      })),
      nastyText.map((payload) => ({
        kind: 'wrong-content-type' as const,
        method: op.method,
        url: okPath,
        headers: { 'content-type': 'application/x-fuzz' },
        payload: payload || 'x',
      })),
    );
  }
  if (op.path.length) {
    options.push(
      fc.tuple(pathValues, queryArb(op)).map(([values, pairs]) => ({
        kind: 'path' as const,
        method: op.method,
        url: fillPath(op, values as Record<string, string>) + (writes ? '' : qs(pairs)),
        headers: {},
        ...(op.body ? { headers: json, payload: '{}' } : {}),
      })),
    );
  }
  const required = op.body?.required ?? [];
  if (op.body && required.length) {
    options.push(
      fc.tuple(bodyArb(op.body), fc.constantFrom(...required)).map(([body, drop]) => {
        const copy: Record<string, unknown> = { ...body };
        delete copy[drop];
        return { kind: 'body-missing-required' as const, method: op.method, url: okPath, headers: json, payload: JSON.stringify(copy) };
      }),
    );
  }
  if (op.body?.type === 'object') {
    options.push(
      fc.oneof(fc.array(nastyScalar, { maxLength: 3 }), nastyScalar).map((value) => ({
        kind: 'body-not-object' as const,
        method: op.method,
        url: okPath,
        headers: json,
        payload: JSON.stringify(value) ?? 'null',
      })),
    );
  }
  if (!writes) {
    options.push(queryArb(op).map((pairs) => ({ kind: 'query' as const, method: op.method, url: okPath + qs(pairs), headers: {} })));
    if (op.query.some((p) => p.name === 'orderByColumn')) {
      options.push(
        fc.tuple(fc.constantFrom(...SORT_COLUMNS), fc.constantFrom('asc', 'desc', 'x')).map(([column, dir]) => ({
          kind: 'sort' as const,
          method: op.method,
          url:
            okPath +
            qs([
              ['orderByColumn', column],
              ['isAsc', dir],
            ]),
          headers: {},
        })),
      );
    }
    if (op.body) {
      options.push(
        bodyArb(op.body).map((body) => ({
          kind: 'body' as const,
          method: op.method,
          url: okPath,
          headers: json,
          payload: JSON.stringify(body),
        })),
      );
    }
  }
  return fc.oneof(...options);
}

/** A one-pixel PNG: an upload of the right type by content, so only the name is at fault. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ZIP_GARBAGE = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 0x41)]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

function multipartBody(parts: Part[]): { payload: Buffer; type: string } {
  const boundary = '----vrfuzzboundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Bad uploads for a route that reads a multipart body: NUL in the file name and in a field (with
 * content of the right type), a file that is no workbook, a zip that is no workbook, a body cut
 * short, and a multipart type without its boundary.
 */
export function multipartProbes(op: Operation): FuzzRequest[] {
  const url = fillPath(op, Object.fromEntries(op.path.map((p) => [p.name, '1'])));
  const send = (parts: Part[]): FuzzRequest => {
    const { payload, type } = multipartBody(parts);
    return { kind: 'multipart', method: op.method, url, headers: { 'content-type': type }, payload };
  };
  const use = [
    { name: 'dataEntity', value: 'user' },
    { name: 'dataField', value: 'avatar' },
  ];
  const cut = multipartBody([{ name: 'file', value: ZIP_GARBAGE, filename: 'a.xlsx' }]);
  return [
    send([...use, { name: 'file', value: PNG, filename: 'a\u0000.png' }]),
    send([{ name: 'dataEntity', value: 'us\u0000er' }, use[1]!, { name: 'file', value: PNG, filename: 'a.png' }]),
    send([...use, { name: 'file', value: 'not a workbook', filename: 'a.xlsx' }]),
    send([...use, { name: 'file', value: ZIP_GARBAGE, filename: 'a.xlsx' }]),
    { kind: 'multipart', method: op.method, url, headers: { 'content-type': cut.type }, payload: cut.payload.subarray(0, 60) },
    { kind: 'multipart', method: op.method, url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
  ];
}
