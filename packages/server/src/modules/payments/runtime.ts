import { PAY_API } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox/provider.js';

/**
 * Where this server is reached from outside (pay page links, notify URLs): PUBLIC_URL when set,
 * else the address it listens on. Set when the payments routes are registered.
 */
let baseUrlOf: () => string = () => process.env['PUBLIC_URL'] ?? 'http://localhost:8080';

export function useBaseUrl(resolve: () => string): void {
  baseUrlOf = resolve;
}

export function baseUrl(): string {
  return baseUrlOf().replace(/\/+$/, '');
}

/** The adapter of a provider key; null for a provider without one (WeChat Pay, Alipay: configured, not yet enabled). */
export function providerFor(db: Database, key: string): PaymentProvider | null {
  if (key === 'sandbox') return sandboxProvider(db, baseUrl);
  return null;
}

/** Where a provider posts its notifications to this server. */
export const notifyUrl = (provider: string): string => `${baseUrl()}${PAY_API.notify}/${provider}`;
