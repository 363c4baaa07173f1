import { expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { signInRequest } from '../../test/sign-in.js';

const t = useTestApp({ loginRateLimit: 3 });

it('rate-limits sign-in attempts per IP', async () => {
  const attempt = () => signInRequest(t.app, { username: 'x', password: 'wrong-one' }, { lang: 'en' });
  for (let i = 0; i < 3; i++) expect(body(await attempt()).status).toBe(400);
  const limited = await attempt();
  expect(body(limited)).toEqual({ status: 429, result: 'Too many requests. Please try again later.' });
});
