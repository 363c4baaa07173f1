import { registerJobHandler } from '../registry.js';
import { markSilentOfflineHandler } from './devices-offline.js';
import { purgeLogsHandler } from './purge-logs.js';
import { salesRollupHandler } from './sales-rollup.js';
import { expireSessionsHandler } from './sessions-expire.js';

/** The product's job handlers: the only targets a job may name (plus what tests register). */
export const BUILT_IN_HANDLERS = [expireSessionsHandler, purgeLogsHandler, salesRollupHandler, markSilentOfflineHandler];

let registered = false;
export function registerBuiltInHandlers(): void {
  if (registered) return;
  registered = true;
  for (const handler of BUILT_IN_HANDLERS) registerJobHandler(handler as never);
}
