import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.js';

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting, so `request.ip` is the one client address
 * every rate limit and log uses. A hop count trusts the nearest N peers whatever their address
 * (Fastify itself refuses a bare number), so it suits only a server no client can reach directly.
 */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
  return setting;
}
