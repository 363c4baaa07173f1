import { JOB_HANDLER_NAMES, markSilentOfflineArgsSchema, JOB_MISFIRE } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { markSilentDevicesOffline } from './presence.js';
import type { JobHandler } from '../../platform/jobs/registry.js';

/** Marks offline the devices that stopped sending heartbeats (even if the process serving them died). */
export const markSilentOfflineHandler: JobHandler<typeof markSilentOfflineArgsSchema> = {
  name: JOB_HANDLER_NAMES.markSilentOffline,
  title: texts('jobs:handler.markSilentOffline.title'),
  description: texts('jobs:handler.markSilentOffline.description'),
  args: markSilentOfflineArgsSchema,
  fields: [],
  builtIn: {
    key: 'markSilentOffline',
    name: texts('jobs:builtin.markSilentOffline.name'),
    remark: texts('jobs:builtin.markSilentOffline.remark'),
    cron: '0 * * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    const ids = await markSilentDevicesOffline(db, now);
    if (!ids.length) return texts('jobs:handler.markSilentOffline.result.none');
    const list = `${ids.slice(0, 50).join(', ')}${ids.length > 50 ? ' …' : ''}`;
    return texts('jobs:handler.markSilentOffline.result.marked', { devices: ids.length, ids: list });
  },
};
