import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDocsAccess } from './config.js';
import { type TestApp, createTestApp } from '../test/harness.js';

const apps = new Map<ApiDocsAccess, TestApp>();
beforeAll(async () => {
  for (const mode of ['public', 'signed-in', 'off'] as const) apps.set(mode, await createTestApp({ apiDocs: mode }));
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
});

const read = (mode: ApiDocsAccess, url: string, headers: Record<string, string> = {}) =>
  apps.get(mode)!.app.inject({ method: 'GET', url, headers });

describe('API_DOCS: who may read /api/docs', () => {
  it('signed-in (the default): 401 without a session; the token header or the web app’s cookie opens it', async () => {
    for (const url of ['/api/docs/json', '/api/docs/']) expect((await read('signed-in', url)).statusCode, url).toBe(401);
    const token = await apps.get('signed-in')!.login('ops', 'ops12345');
    expect((await read('signed-in', '/api/docs/json', { token })).json()).toHaveProperty('openapi');
    expect((await read('signed-in', '/api/docs/', { cookie: `theme=dark; Admin-Token=${encodeURIComponent(token)}` })).statusCode).toBe(
      200,
    );
    expect((await read('signed-in', '/api/docs/json', { cookie: 'Admin-Token=not-a-session' })).statusCode).toBe(401);
  });

  it('public: anyone reads it', async () => {
    expect((await read('public', '/api/docs/json')).json()).toHaveProperty('openapi');
  });

  it('off: not served at all', async () => {
    for (const url of ['/api/docs/json', '/api/docs/']) expect((await read('off', url)).statusCode, url).toBe(404);
  });

  it('the cookie is read only where a route allows it', async () => {
    const token = await apps.get('signed-in')!.login('ops', 'ops12345');
    const res = await read('signed-in', '/admin/system/user/profile', { cookie: `Admin-Token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(401);
  });
});
