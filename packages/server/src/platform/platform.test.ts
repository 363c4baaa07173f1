import { fieldLabel } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationLogs } from './audit/schema.js';
import { body, openTestDatabase, testConfig, useTestApp } from '../test/harness.js';
import { buildApp } from '../app.js';
import { AppError } from './http/errors.js';
import { ok } from './http/envelope.js';

let admin: string;
let ops: string;

const itemSchema = z.object({
  name: z.string().min(2).max(20),
  sort: z.coerce.number().int().min(1).max(9999),
  secret: z.string().optional(),
});

const t = useTestApp({}, (app) => {
  app.get('/api/Probe/list', { config: { access: 'probe:thing:list' } }, async () => ok(['visible']));
  app.post('/api/Probe/save', { config: { access: 'probe:thing:add' }, schema: { body: itemSchema } }, async (request) => ok(request.body));
  app.get('/api/Probe/boom', { config: { access: 'session' } }, async () => {
    throw new Error('database password is hunter2 at /srv/secret.ts:12');
  });
  app.get('/api/Probe/refuse', { config: { access: 'session' } }, async () => {
    throw AppError.notFound();
  });
});
beforeAll(async () => {
  admin = await t.login('admin', 'admin123');
  ops = await t.login('ops', 'ops12345');
});

describe('route declarations', () => {
  it('a route without a declared permission makes the server refuse to start', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      extraRoutes: (scope) => {
        scope.get('/api/Undeclared/list', async () => ok([]));
      },
    }).catch((err: Error) => err);
    const started =
      app instanceof Error
        ? app
        : await app.ready().then(
            () => null,
            (err: Error) => err,
          );
    if (!(app instanceof Error)) await app.close();
    await database.close();
    expect(started?.message).toMatch(/GET \/api\/Undeclared\/list declares no access/);
  });
});

describe('permissions', () => {
  it('answers 403 to a session without the permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Probe/list', headers: { token: ops } });
    expect(res.statusCode).toBe(403);
    expect(body(res)).toEqual({ status: 403, result: 'You do not have permission for this operation.' });
  });

  it('lets the wildcard *:*:* pass every permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Probe/list', headers: { token: admin } });
    expect(body(res)).toEqual({ status: 1001, data: ['visible'] });
  });

  it('answers 401 before 403 and before validation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload: {} });
    expect(res.statusCode).toBe(401);
    const denied = await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload: {}, headers: { token: ops } });
    expect(denied.statusCode).toBe(403);
  });
});

describe('envelope and errors', () => {
  it('unknown routes answer 404 in the envelope, in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Nothing/here', headers: { lang: 'es' } });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ status: 404, result: 'El recurso solicitado no existe.' });
    const post = await t.app.inject({ method: 'POST', url: '/admin/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('a thrown AppError keeps its status and mirrors it as the HTTP status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Probe/refuse', headers: { token: admin, lang: 'ja' } });
    expect(res.statusCode).toBe(404);
    expect(body(res).result).toBe('アクセスしたリソースは存在しません。');
  });

  it('an unexpected error answers 500 with the generic message and leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Probe/boom', headers: { token: admin } });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ status: 500, result: 'An unknown system error occurred. Please report it to the administrator.' });
    expect(res.body).not.toMatch(/hunter2|secret\.ts|at /);
  });

  it('validation errors name the field and the rule, HTTP 200 with status 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload: { name: 'x', sort: 0 }, headers: { token: admin } });
    expect(res.statusCode).toBe(200);
    const b = body<{ errors: { field: string; message: string }[] }>(res);
    expect(b.status).toBe(400);
    expect(b.data.errors.map((e) => e.field)).toEqual(['name', 'sort']);
    // Each message starts with the field's label (areas register labels for common names).
    expect(b.data.errors[0]!.message).toMatch(new RegExp(`^${fieldLabel('name', 'en')} .*2`));
    expect(b.data.errors[1]!.message).toMatch(new RegExp(`^${fieldLabel('sort', 'en')} .*1`));
  });

  it('a malformed JSON body is refused as bad input, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Probe/save',
      payload: '{"name": ',
      headers: { token: admin, 'content-type': 'application/json' },
    });
    expect(body(res).status).toBe(400);
  });
});

describe('repeat-submit guard', () => {
  it('refuses the same POST url and body from the same user within one second', async () => {
    const payload = { name: 'Espresso', sort: 5 };
    const first = body(await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload, headers: { token: admin } }));
    expect(first.status).toBe(1001);
    const second = body(await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload, headers: { token: admin } }));
    expect(second).toEqual({ status: 601, result: 'The data is being processed. Please do not submit repeatedly.' });
    const other = body(
      await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload: { ...payload, sort: 6 }, headers: { token: admin } }),
    );
    expect(other.status).toBe(1001);
    await new Promise((r) => setTimeout(r, 1050));
    const later = body(await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload, headers: { token: admin } }));
    expect(later.status).toBe(1001);
  });

  it('keys the window by session: a second session of the same account (another tab, another person) is not refused', async () => {
    const payload = { name: 'Mocha', sort: 3 };
    const other = await t.login('admin', 'admin123'); // a second session of the same user
    expect(body(await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload, headers: { token: admin } })).status).toBe(1001);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload, headers: { token: other } })).status).toBe(1001);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/Probe/save', payload, headers: { token: admin } })).status).toBe(601);
  });
});

describe('operation log', () => {
  it('records who, what, the masked request, the result, duration and IP of a write', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/Probe/save',
      payload: { name: 'Latte', sort: 9, secret: 'hunter2' },
      headers: { token: admin },
    });
    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.module, 'Probe'));
    const row = rows.find((r) => r.request?.includes('Latte'))!;
    expect(row).toMatchObject({ action: 'save', method: 'POST', username: 'admin', status: 1001, ip: '127.0.0.1' });
    expect(row.request).toContain('******');
    expect(row.request).not.toContain('hunter2');
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('health and API documentation', () => {
  it('GET /api/health answers without a session', async () => {
    const b = body<{ status: string; database: { status: string } }>(await t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(b.status).toBe(1001);
    expect(b.data.database.status).toBe('up');
  });

  it('answers HEAD where a probe or a download asks it, and not for every GET of the API', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    const token = await t.login('admin', 'admin123');
    expect((await t.app.inject({ method: 'GET', url: '/api/Org/tree/v2', headers: { token } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/Org/tree/v2', headers: { token } })).statusCode).toBe(404);
  });

  it('serves the OpenAPI document generated from the zod schemas, and its UI', async () => {
    const token = await t.login('admin', 'admin123');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { token } })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/admin/login', '/api/api/v5/loginAuth', '/api/health']));
    expect(JSON.stringify(doc.paths['/admin/login']!['post']!.requestBody)).toContain('password');
    expect(doc.paths['/api/Probe/list']!['get']).toMatchObject({ description: 'Access: permission `probe:thing:list`.' });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie: `Admin-Token=${encodeURIComponent(token)}` } });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
