import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationLogs } from '../audit/schema.js';
import { useTestApp } from '../../test/harness.js';
import { callOutside, maskHeaders, maskPayload } from './record.js';

const t = useTestApp();

/** A stand-in outside system on a free port: answers by path. */
let server: http.Server;
let base = '';
const hits = new Map<string, number>();
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    let received = '';
    req.on('data', (c: Buffer) => (received += c.toString()));
    req.on('end', () => {
      if (path === '/flaky' && n === 1) {
        res.writeHead(503).end('busy');
        return;
      }
      if (path === '/slow') return; // never answers
      if (path === '/bad') {
        res.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"unknown material"}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ echo: JSON.parse(received || '{}'), sessionToken: 'srv-tok' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const rowOf = async (id: number) => (await t.database.db.select().from(integrationLogs).where(eq(integrationLogs.id, id)))[0]!;

describe('maskPayload / maskHeaders', () => {
  it('masks secrets in JSON, query strings, forms, XML and auth schemes', () => {
    expect(maskPayload({ a: 1, password: 'x', nested: { clientSecret: 'y' } })).toBe(
      '{"a":1,"password":"******","nested":{"clientSecret":"******"}}',
    );
    expect(maskPayload('{"token":"abc","n":2}')).toBe('{"token":"******","n":2}');
    expect(maskPayload('https://x/y?client=1&api_key=K1&sign=S')).toBe('https://x/y?client=1&api_key=******&sign=******');
    expect(maskPayload('<a><Password>p</Password><b>1</b></a>')).toBe('<a><Password>******</Password><b>1</b></a>');
    expect(maskPayload('Authorization: Bearer eyJhbGciOi.x.y')).toBe('Authorization: Bearer ******');
    expect(maskPayload('{"password":"x", not json')).toBe('{"password":"******", not json');
    expect(maskPayload(undefined)).toBeNull();
    expect(maskHeaders({ Authorization: 'Basic abc', 'X-Api-Key': 'k', accept: 'json' })).toEqual({
      Authorization: '******',
      'X-Api-Key': '******',
      accept: 'json',
    });
  });
});

describe('callOutside', () => {
  it('retries a 5xx answer, then records one row: success, one retry, masked request and response', async () => {
    const res = await callOutside(t.database.db, {
      system: 'SAP',
      url: `${base}/flaky?sap-client=100&access_token=QQQ`,
      headers: { authorization: 'Bearer very-secret' },
      body: { material: 'CUP-12OZ', password: 'p@ss' },
      backoffMs: 1,
    });
    expect(res).toMatchObject({ ok: true, httpStatus: 200, retryCount: 1 });
    expect(res.json).toEqual({ echo: { material: 'CUP-12OZ', password: 'p@ss' }, sessionToken: 'srv-tok' });
    const row = await rowOf(res.logId);
    expect(row).toMatchObject({
      direction: 'out',
      system: 'SAP',
      method: 'POST',
      status: 'success',
      httpStatus: 200,
      retryCount: 1,
      errorMessage: null,
    });
    expect(row.endpoint).toBe(`${base}/flaky?sap-client=100&access_token=******`);
    expect(row.requestPayload).not.toMatch(/very-secret|p@ss/);
    expect(JSON.parse(row.requestPayload!)).toEqual({
      headers: { 'content-type': 'application/json', authorization: '******' },
      body: { material: 'CUP-12OZ', password: '******' },
    });
    expect(JSON.parse(row.responsePayload!)).toEqual({ echo: { material: 'CUP-12OZ', password: '******' }, sessionToken: '******' });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('does not retry a 4xx answer and records it as a failure', async () => {
    const res = await callOutside(t.database.db, {
      system: 'SAP',
      url: `${base}/bad`,
      body: 'user=u&password=zz',
      retries: 3,
      backoffMs: 1,
    });
    expect(res).toMatchObject({ ok: false, httpStatus: 422, retryCount: 0 });
    const row = await rowOf(res.logId);
    expect(row).toMatchObject({ status: 'failure', httpStatus: 422, errorMessage: 'HTTP 422' });
    expect(JSON.parse(row.requestPayload!).body).toBe('user=u&password=******');
  });

  it('records a timeout after its retries, and an unreachable system as a failure', async () => {
    const slow = await callOutside(t.database.db, {
      system: 'WMS',
      url: `${base}/slow`,
      method: 'GET',
      timeoutMs: 150,
      retries: 1,
      backoffMs: 1,
    });
    expect(slow).toMatchObject({ ok: false, httpStatus: null, retryCount: 1 });
    expect(await rowOf(slow.logId)).toMatchObject({
      status: 'timeout',
      method: 'GET',
      retryCount: 1,
      errorMessage: 'no answer within 150 ms',
    });

    const down = await callOutside(t.database.db, { system: 'WMS', url: 'http://127.0.0.1:1/nothing', retries: 0 });
    expect(down.ok).toBe(false);
    expect(await rowOf(down.logId)).toMatchObject({ status: 'failure', httpStatus: null, retryCount: 0 });
  });
});
