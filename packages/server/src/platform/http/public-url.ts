import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Where machines and phones reach this server: PUBLIC_URL when set (without a trailing slash),
 * else the address it listens on, a wildcard address read as localhost. Read on use: the port is
 * known only once the server listens.
 */
export function publicBaseUrl(app: FastifyInstance, config: Pick<Config, 'host' | 'port'>): string {
  const configured = process.env['PUBLIC_URL'];
  if (configured) return configured.replace(/\/+$/, '');
  const address = app.server.address() as AddressInfo | null;
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host =
    config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
