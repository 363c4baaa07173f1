import type { TestApp } from '../harness.js';

/** `METHOD /path` of every request the suite made, and the export kinds it ran (the coverage guard reads them). */
export const called = new Set<string>();
export const exported = new Set<string>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answers
export type Envelope = { status: number; data: any; total?: number; result?: any };

/** A signed-in caller that records the routes it calls; a non-success answer fails with the route and the answer. */
export interface Caller {
  token: string;
  get(url: string): Promise<Envelope>;
  post(url: string, payload: object): Promise<Envelope>;
  /** The answer whatever its status. */
  raw(method: 'GET' | 'POST', url: string, payload?: object): Promise<Envelope>;
}

export async function signIn(t: TestApp, username: string, password: string): Promise<Caller> {
  const token = await t.login(username, password);
  const raw = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<Envelope> => {
    called.add(`${method} ${url.split('?')[0]}`);
    const res = await t.app.inject({ method, url, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) });
    return res.json() as Envelope;
  };
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await raw(method, url, payload);
    if (answer.status !== 1001) throw new Error(`${method} ${url} answered ${JSON.stringify(answer).slice(0, 600)}`);
    return answer;
  };
  return { token, raw, get: (url) => ok('GET', url), post: (url, payload) => ok('POST', url, payload) };
}

/** A query string of the defined values. */
export const qs = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
