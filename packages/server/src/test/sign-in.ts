import type { FastifyInstance } from 'fastify';

/** Where a sign-in request comes from: its language, the forwarded-for header, the connection's address, the browser. */
export interface SignInFrom {
  lang?: string;
  forwardedFor?: string;
  remoteAddress?: string;
  userAgent?: string;
}

/** One request to the sign-in route with this payload, sent as a client at `from` sends it (only the headers named). */
export function signInRequest(app: FastifyInstance, payload: Record<string, unknown>, from: SignInFrom = {}) {
  const headers: Record<string, string> = {
    ...(from.lang ? { lang: from.lang } : {}),
    ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    ...(from.userAgent ? { 'user-agent': from.userAgent } : {}),
  };
  return app.inject({
    method: 'POST',
    url: '/admin/login',
    payload,
    headers,
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
  });
}
