import { Status, UPLOAD_API } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { ok } from './envelope.js';
import { AppError } from './errors.js';
import { orderFor, sortColumnOf } from '../list/page-query.js';
import { idParam, idsParam } from './params.js';
import { nulPath } from './validation.js';

describe('bad input is refused by the platform, not the database', () => {
  it('a sort field is looked up among the whitelist’s own keys only', () => {
    const whitelist = { name: sql`name` };
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(sortColumnOf(whitelist, field)).toBeUndefined();
      expect(() => orderFor({ field, direction: 'asc' }, whitelist, [])).toThrow('sortNotAllowed');
    }
    expect(sortColumnOf(whitelist, 'name')).toBe(whitelist.name);
  });

  it('path ids are bounded by their column', () => {
    expect(idParam().safeParse({ id: '2147483647' }).success).toBe(true);
    expect(idParam().safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idParam('id', 'bigint').safeParse({ id: '2147483648' }).success).toBe(true);
    expect(idsParam().safeParse({ ids: '1,2147483648' }).success).toBe(false);
    expect(idsParam({ column: 'bigint' }).safeParse({ ids: '1,2147483648' }).data).toEqual({ ids: [1, 2147483648] });
  });

  it('NUL is found in values and keys, at any depth', () => {
    expect(nulPath({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(nulPath('a\u0000', 'file')).toBe('file');
    expect(nulPath({ a: 'ok', n: 1, z: null })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});

const t = useTestApp({}, (app) => {
  app.post('/api/Probe/echo', { config: { access: 'public' } }, async (request) => ok(request.body));
  app.get('/api/Probe/cutDownload', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', 'attachment; filename="export.xlsx"');
    throw AppError.field('orderByColumn', 'sortNotAllowed', { field: 'x' });
  });
});

describe('bad input through a running app', () => {
  it('NUL is refused with a field error on a route that declares no schema, in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Probe/echo', headers: { lang: 'es' }, payload: { a: { b: 'x\u0000' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: Status.BAD_REQUEST, data: { errors: [{ field: 'a.b' }] } });
    expect(res.json().result).toContain('NUL');
    expect(res.json().result).toContain('contiene');
    const query = await t.app.inject({ method: 'POST', url: '/api/Probe/echo?q=a%00', payload: {} });
    expect(query.json()).toMatchObject({ status: Status.BAD_REQUEST, data: { errors: [{ field: 'q' }] } });
  });

  it('an error after a download set its headers still answers the JSON envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Probe/cutDownload' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: Status.BAD_REQUEST });
  });

  it('a multipart upload cut short is refused as malformed on import and upload routes, never a server error', async () => {
    const token = await t.login('admin', 'admin123');
    const cut = Buffer.concat([
      Buffer.from(
        '--XB\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from('PK\u0003\u0004abcdefgh'),
    ]);
    // Through a socket, as a client sends it (busboy reports a cut-short part differently there).
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of [
      '/api/Material/import?orgId=2',
      '/admin/system/user/importData',
      '/admin/system/dict/data/importData',
      UPLOAD_API.upload,
    ]) {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { token, lang: 'en', 'content-type': 'multipart/form-data; boundary=XB' },
        body: cut,
      });
      expect(res.status, url).toBeLessThan(500);
      expect(await res.json(), url).toMatchObject({ status: Status.BAD_REQUEST });
    }
  });

  it('JSON nested thousands of levels deep, and keys named like Object’s own, answer the envelope, never a server error', async () => {
    const token = await t.login('admin', 'admin123');
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const payload of [deep, deepArray, `{"deptName":"x","parentId":1,"__proto__":{"admin":true},"constructor":{"prototype":{}}}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/system/dept',
        headers: { token, lang: 'en', 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBeLessThan(500);
      expect(res.json().status, payload.slice(0, 20)).not.toBe(Status.SERVER_ERROR);
    }
    for (const query of ['__proto__=1', 'toString=1', 'constructor=1', '__proto__[x]=1', 'hasOwnProperty=1&valueOf=2']) {
      const res = await t.app.inject({ method: 'GET', url: `/admin/system/user/list?${query}`, headers: { token, lang: 'en' } });
      expect(res.statusCode, query).toBeLessThan(500);
      expect([Status.SUCCESS, Status.BAD_REQUEST], query).toContain(res.json().status);
    }
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });

  it('an undecodable URL or an over-long path parameter answers the envelope', async () => {
    for (const url of ['/admin/system/notice/%ED%A0%80', `/admin/system/dept/${'1'.repeat(200)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json(), url).toMatchObject({ status: Status.BAD_REQUEST });
    }
  });
});
