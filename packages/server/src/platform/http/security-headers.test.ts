import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ webDist });

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
}

describe('every answer carries the security headers', () => {
  it.each([
    ['an API answer', { url: '/api/captcha/captchaImage' }],
    ['an API error', { url: '/api/Nothing/here' }],
    ['a refused request', { url: '/api/api/v5/getButtonList' }],
    ['the web app', { url: '/', headers: { accept: 'text/html' } }],
    ['a page of the web app (single-page fallback)', { url: '/system/user', headers: { accept: 'text/html' } }],
    ['a built asset', { url: '/assets/app-1234.js' }],
  ])('%s', async (_name, request) => {
    const res = await t.app.inject({ method: 'GET', ...request });
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(res);
  });

  it('the sign-in answer too, even when it is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { username: 'x' } });
    expectSecurityHeaders(res);
  });
});
