import { PAY_API } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import type { PaymentProvider } from './provider.js';
import { alipayProvider } from './alipay/provider.js';
import { sandboxProvider } from './sandbox/provider.js';
import { wechatPayProvider } from './wechat-pay/provider.js';

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

/** The adapter of a provider key; null for a provider without one. */
export function providerFor(db: Database, key: string): PaymentProvider | null {
  if (key === 'sandbox') return sandboxProvider(db, baseUrl);
  if (key === 'wechatPay') return wechatPayProvider();
  if (key === 'alipay') return alipayProvider();
  return null;
}

/**
 * Where a provider posts its notifications to this server: `<PUBLIC_URL>/api/pay/notify/<provider>`,
 * followed by the configuration's id for a provider whose notifications name no payment in clear.
 */
export const notifyUrl = (provider: Pick<PaymentProvider, 'key' | 'notifyPerConfig'>, configId: number): string =>
  `${baseUrl()}${PAY_API.notify}/${provider.key}${provider.notifyPerConfig ? `/${configId}` : ''}`;
