import { Status } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';

const ECHO = '/test/guard/echo';
const echoRoute = (app: FastifyInstance) => {
  app.post(ECHO, { config: { access: 'session', audit: false } }, async () => ({ status: Status.SUCCESS }));
};

describe('the session guard', () => {
  const t = useTestApp({ sessionTtlMinutes: 1, callerCacheSeconds: 0 }, echoRoute);
  afterEach(() => vi.restoreAllMocks());

  it('accepts the Authorization scheme in any case (bearer, BEARER)', async () => {
    const token = await t.login('ops', 'ops12345');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin/system/user/profile',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(body(res).status, `${scheme}: ${res.body}`).toBe(Status.SUCCESS);
    }
  });

  it('keeps a session in use alive even when the time to live is one minute', async () => {
    const token = await t.login('ops', 'ops12345');
    const start = Date.now();
    const at = (seconds: number) => vi.spyOn(Date, 'now').mockReturnValue(start + seconds * 1000);
    const profile = () => t.app.inject({ method: 'GET', url: '/admin/system/user/profile', headers: { token } });
    for (const seconds of [40, 80, 120, 160]) {
      at(seconds);
      expect(body(await profile()).status, `after ${seconds} s`).toBe(Status.SUCCESS);
    }
    at(160 + 61);
    expect(body(await profile()).status, 'idle for longer than the time to live').toBe(Status.UNAUTHORIZED);
  });

  it('guards repeated submits per session: the same account signed in twice may send the same body at once', async () => {
    const first = await t.login('ops', 'ops12345');
    const second = await t.login('ops', 'ops12345');
    const send = (token: string) => t.app.inject({ method: 'POST', url: ECHO, headers: { token }, payload: { same: 'body' } });
    expect(body(await send(first)).status).toBe(Status.SUCCESS);
    expect(body(await send(second)).status).toBe(Status.SUCCESS);
    expect(body(await send(first)).status, 'the same session again within the window').toBe(Status.WARNING);
  });
});
