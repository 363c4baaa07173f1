import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAccount, orgIdByCode } from '../../test/fixtures.js';
import { BMP, type FormPart, GIF, MB, PNG, multipartForm, pngOfSize } from '../../test/uploads.js';
import { body, useTestApp } from '../../test/harness.js';
import { uploads } from './schema.js';
import { users } from '../../platform/identity/schema.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-uploads-'));
const t = useTestApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The start of an ISO base media file with brand isom (an MP4). */
const MP4 = Buffer.concat([Buffer.from('00000018667479706973366d0000020069736f6d69736f32', 'hex').fill(0x6f, 11, 12), Buffer.alloc(64)]);

interface UploadOptions {
  token?: string | null;
  bearer?: boolean;
  lang?: string;
  dataEntity?: string;
  dataField?: string;
  filename?: string;
  type?: string;
  fieldsFirst?: boolean;
}

async function upload(file: Buffer, o: UploadOptions = {}) {
  const filePart: FormPart = { name: 'file', value: file, filename: o.filename ?? 'picture.png', type: o.type ?? 'image/png' };
  const fields: FormPart[] = [
    { name: 'dataEntity', value: o.dataEntity ?? 'user' },
    { name: 'dataField', value: o.dataField ?? 'avatar' },
  ];
  const { payload, contentType } = multipartForm(o.fieldsFirst ? [...fields, filePart] : [filePart, ...fields]);
  const headers: Record<string, string> = { 'content-type': contentType, lang: o.lang ?? 'en' };
  if (o.token) headers[o.bearer === false ? 'token' : 'authorization'] = o.bearer === false ? o.token : `Bearer ${o.token}`;
  return t.app.inject({ method: 'POST', url: '/api/upload/Material', payload, headers });
}

describe('POST /api/upload/Material', () => {
  it('stores a PNG sent with a Bearer token and answers data.url, served with safe headers', async () => {
    const token = await t.login('admin', 'admin123');
    const res = await upload(PNG, { token });
    const b = body<{ url: string; mime: string; size: number }>(res);
    expect(b.status, res.body).toBe(1001);
    expect(b.data.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}\.png$/);
    expect(b.data.mime).toBe('image/png');
    expect(b.data.size).toBe(PNG.length);

    const file = await t.app.inject({ method: 'GET', url: b.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.url, b.data.url));
    expect(row).toMatchObject({ dataEntity: 'user', dataField: 'avatar', mime: 'image/png', size: PNG.length });
  });

  it('accepts the token header too, and fields sent before the file', async () => {
    const token = await t.login('ops', 'ops12345');
    const b = body<{ url: string }>(await upload(GIF, { token, bearer: false, fieldsFirst: true, filename: 'a.gif', type: 'image/gif' }));
    expect(b.status).toBe(1001);
    expect(b.data.url).toMatch(/\.gif$/);
  });

  it('refuses without a session (401)', async () => {
    const res = await upload(PNG, { token: null });
    expect(res.statusCode).toBe(401);
    expect(body(res).status).toBe(401);
    const bad = await upload(PNG, { token: 'not-a-session' });
    expect(body(bad).status).toBe(401);
  });

  it('checks the type by content: a text file named .png is refused with the allowed-types message', async () => {
    const token = await t.login('admin', 'admin123');
    const en = body(await upload(Buffer.from('just some text, not an image'), { token, filename: 'fake.png', type: 'image/png' }));
    expect(en.status).toBe(400);
    expect(en.result).toBe('Only JPG/PNG/GIF images are allowed');
    const zh = body(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { token, lang: 'zh', filename: 'x.png' }));
    expect(zh.result).toBe('只能上传 JPG/PNG/GIF 格式的图片');
    // A real PNG named .txt is fine: the name does not matter.
    expect(body(await upload(PNG, { token, filename: 'notes.txt', type: 'text/plain' })).status).toBe(1001);
  });

  it('limits the size per use: avatar 2 MB at the bound, one byte more refused with the exact message', async () => {
    const token = await t.login('admin', 'admin123');
    expect(body(await upload(pngOfSize(2 * MB), { token })).status).toBe(1001);
    const over = body(await upload(pngOfSize(2 * MB + 1), { token }));
    expect(over.status).toBe(400);
    expect(over.result).toBe('File size must not exceed 2 MB!');
    const es = body(await upload(pngOfSize(2 * MB + 1), { token, lang: 'es' }));
    expect(es.result).toBe('¡El tamaño del archivo no debe superar 2 MB!');
  });

  it('the editor takes 5 MB images', async () => {
    const token = await t.login('admin', 'admin123');
    expect(body(await upload(pngOfSize(5 * MB), { token, dataEntity: 'editor', dataField: 'pic' })).status).toBe(1001);
    const over = body(await upload(pngOfSize(5 * MB + 1), { token, dataEntity: 'editor', dataField: 'pic', lang: 'ja' }));
    expect(over.result).toBe('ファイルサイズは 5 MB を超えてはいけません！');
  });

  it('profit-sharing pictures take BMP and refuse GIF with their own message; device videos take MP4 only', async () => {
    const token = await t.login('admin', 'admin123');
    const bmp = body<{ url: string }>(await upload(BMP, { token, dataEntity: 'sharing', dataField: 'attachment', filename: 'a.bmp' }));
    expect(bmp.status).toBe(1001);
    expect(bmp.data.url).toMatch(/\.bmp$/);
    const gif = body(await upload(GIF, { token, dataEntity: 'sharing', dataField: 'attachment' }));
    expect(gif.result).toBe('Only PNG/JPG/BMP images are allowed');
    const mp4 = body<{ url: string }>(await upload(MP4, { token, dataEntity: 'device', dataField: 'video', filename: 'v.mp4' }));
    expect(mp4.status, JSON.stringify(mp4)).toBe(1001);
    expect(mp4.data.url).toMatch(/\.mp4$/);
    expect(body(await upload(PNG, { token, dataEntity: 'device', dataField: 'video' })).result).toBe('Only MP4 videos are allowed');
  });

  it('refuses a use that is not in the table, and a request without a file', async () => {
    const token = await t.login('admin', 'admin123');
    const unknown = body(await upload(PNG, { token, dataEntity: 'secrets', dataField: 'x' }));
    expect(unknown.status).toBe(400);
    expect(unknown.result).toBe('Uploads for "secrets/x" are not accepted.');
    const { payload, contentType } = multipartForm([
      { name: 'dataEntity', value: 'user' },
      { name: 'dataField', value: 'avatar' },
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload/Material',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(body(none).result).toBe('Choose a file to upload.');
  });

  it('is not refused as a repeat when several files go up at once', async () => {
    const token = await t.login('admin', 'admin123');
    const results = await Promise.all([upload(PNG, { token }), upload(PNG, { token }), upload(PNG, { token })]);
    expect(results.map((r) => body(r).status)).toEqual([1001, 1001, 1001]);
  });
});

describe('GET /api/files/:key', () => {
  it('answers 404 for unknown or malformed keys, never a path outside the folder', async () => {
    for (const url of ['/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png', '/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/x.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves byte ranges (video seeking)', async () => {
    const token = await t.login('admin', 'admin123');
    const { data } = body<{ url: string }>(await upload(MP4, { token, dataEntity: 'device', dataField: 'video' }));
    const res = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=0-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${MP4.length}`);
    expect(res.rawPayload.equals(MP4.subarray(0, 8))).toBe(true);
  });
});

describe('private uploads (health certificates)', () => {
  /** A Harbor Drinks Ltd. account with the maintenance role: department and below, its own customer only. */
  async function harborAccount(): Promise<string> {
    const db = t.database.db;
    await insertAccount(db, await orgIdByCode(db, 'HARBOR'), 'maintenance', {
      username: 'harbor_viewer',
      employeeName: 'Harbor Viewer',
      password: 'secret123',
    });
    return t.login('harbor_viewer', 'secret123');
  }

  it('are served only to signed-in users allowed to see their owner; public uploads stay public', async () => {
    const ops = await t.login('ops', 'ops12345');
    const res = await upload(PNG, { token: ops, dataEntity: 'user', dataField: 'healthCertificate' });
    const url = body<{ url: string }>(res).data.url;
    expect(url, res.body).toMatch(/^\/api\/files\//);
    await t.database.db
      .update(users)
      .set({ healthCertificates: [url] })
      .where(eq(users.username, 'ops'));
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    const anonymous = await get();
    expect(anonymous.statusCode, 'anyone holding the link').toBe(401);
    expect(anonymous.rawPayload.includes(PNG)).toBe(false);
    expect((await get({ token: ops })).statusCode, 'the owner').toBe(200);
    expect((await get({ cookie: `Admin-Token=${encodeURIComponent(ops)}` })).statusCode, 'the owner in a browser <img>').toBe(200);
    const owned = await get({ token: ops });
    expect(owned.headers['cache-control']).toMatch(/private/);
    expect((await get({ token: await t.login('admin', 'admin123') })).statusCode, 'the platform administrator').toBe(200);
    expect((await get({ token: await harborAccount() })).statusCode, 'another customer’s account').toBe(403);

    const avatar = body<{ url: string }>(await upload(PNG, { token: ops })).data.url;
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode, 'an avatar stays public').toBe(200);
  });
});

describe('POST /api/Material/deleteMaterial', () => {
  it('lets the uploader delete, refuses another user, lets the administrator delete any', async () => {
    const admin = await t.login('admin', 'admin123');
    const ops = await t.login('ops', 'ops12345');
    const mine = body<{ url: string }>(await upload(PNG, { token: admin })).data.url;

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Material/deleteMaterial',
      payload: { url: mine },
      headers: { token: ops },
    });
    expect(body(refused).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(200);

    const done = await t.app.inject({
      method: 'POST',
      url: `/api/Material/deleteMaterial?url=${encodeURIComponent(mine)}`,
      headers: { token: admin },
    });
    expect(body(done).status, done.body).toBe(1001);
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(404);

    const opsFile = body<{ url: string }>(await upload(PNG, { token: ops })).data.url;
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/Material/deleteMaterial',
      payload: `url=${encodeURIComponent(`http://example.test${opsFile}`)}`,
      headers: { token: admin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(body(form).status).toBe(1001);
    expect((await t.app.inject({ method: 'GET', url: opsFile })).statusCode).toBe(404);
  });

  it('answers a field error for an unknown url and for none', async () => {
    const admin = await t.login('admin', 'admin123');
    const unknown = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/Material/deleteMaterial',
        payload: { url: '/api/files/nope.png' },
        headers: { token: admin },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.result).toBe('There is no such uploaded file.');
    const none = body(await t.app.inject({ method: 'POST', url: '/api/Material/deleteMaterial', payload: {}, headers: { token: admin } }));
    expect(none.status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Material/deleteMaterial', payload: { url: '/api/files/x.png' } });
    expect(res.statusCode).toBe(401);
  });
});
