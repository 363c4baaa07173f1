import type { Database } from '../../platform/db/database.js';
import { configById, merchantOf } from './configs.js';
import type { MerchantConfig, PaymentProvider } from './provider.js';
import { providerFor } from './runtime.js';

/**
 * The provider and merchant of a payment configuration, for the calls of profit sharing (request,
 * query and reverse a share); null when the configuration is gone, its key unreadable or its
 * provider without an adapter.
 */
export async function sharingProvider(
  db: Database,
  payConfigId: number,
): Promise<{ provider: PaymentProvider; merchant: MerchantConfig } | null> {
  const config = await configById(db, payConfigId);
  const merchant = config ? merchantOf(config) : null;
  const provider = config ? providerFor(db, config.provider) : null;
  return merchant && provider ? { provider, merchant } : null;
}
