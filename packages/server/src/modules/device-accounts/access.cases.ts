import { DEVICE_ACCOUNT_API, DEVICE_ACCOUNT_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { saveChecks } from '../../test/access-matrix.js';
import { getWith, listed, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { deviceAccountDevices, deviceAccounts } from './schema.js';

/** A stored hash (of no password in use): the cases never sign in with it. */
const HASH = { algo: 'scrypt', N: 1024, r: 8, p: 1, keyLength: 32, salt: '00', hash: '00' } as const;

/** A Harbor Drinks Ltd. device account naming one of its machines. */
const harborAccount = async (ctx: ScopeContext) => {
  const machine = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(deviceAccounts)
    .values({
      orgId: ctx.orgs.harbor,
      account: `harbor${machine.id}`,
      name: 'Harbor tech',
      role: 'maintenance',
      status: 'enabled',
      machineScope: 'selected',
      password: HASH,
    })
    .returning({ id: deviceAccounts.id });
  await ctx.db.insert(deviceAccountDevices).values({ accountId: row!.id, deviceId: machine.id });
  return row!.id;
};

const unchanged = async (ctx: ScopeContext, id: number | string) => {
  const [row] = await ctx.db
    .select()
    .from(deviceAccounts)
    .where(eq(deviceAccounts.id, Number(id)));
  return row?.name === 'Harbor tech' && row.status === 'enabled';
};

const probe = { account: 'probe', name: 'Probe', role: 'maintenance', password: 'abc123', machineScope: 'all' };

/** Device accounts: Demo Coffee Co.'s ops neither sees Harbor Drinks Ltd.'s accounts nor changes them or gives its machines one. */
export const accessCases: AccessModule = {
  module: 'device-accounts',
  checkedLater: {
    [`POST ${DEVICE_ACCOUNT_API.save}`]: saveChecks(
      probe,
      { create: DEVICE_ACCOUNT_PERMS.add, update: DEVICE_ACCOUNT_PERMS.edit },
      { form: true },
    ),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. device account',
      permissions: Object.values(DEVICE_ACCOUNT_PERMS),
      foreignRow: harborAccount,
      list: listed(`${DEVICE_ACCOUNT_API.list}?limit=1000`),
      detail: getWith(DEVICE_ACCOUNT_API.detail),
      update: send('POST', DEVICE_ACCOUNT_API.save, (id) => ({ ...probe, id, name: 'Taken over' })),
      remove: send('POST', DEVICE_ACCOUNT_API.remove, (id) => ({ id })),
      unchanged,
    },
    {
      name: 'a Harbor Drinks Ltd. device account’s status',
      permissions: Object.values(DEVICE_ACCOUNT_PERMS),
      foreignRow: harborAccount,
      update: send('POST', DEVICE_ACCOUNT_API.status, (id) => ({ id, status: 'disabled' })),
      unchanged,
    },
    {
      name: 'a Harbor Drinks Ltd. device account’s machines',
      permissions: Object.values(DEVICE_ACCOUNT_PERMS),
      foreignRow: harborAccount,
      detail: (id) => ({ method: 'GET', url: `${DEVICE_ACCOUNT_API.machines}?id=${id}` }),
    },
    {
      name: 'a Harbor Drinks Ltd. machine named by a new device account',
      permissions: Object.values(DEVICE_ACCOUNT_PERMS),
      foreignRow: async (ctx) => (await insertTestDevice(ctx.db, ctx.orgs.harbor)).id,
      update: send('POST', DEVICE_ACCOUNT_API.save, (id) => ({ ...probe, account: 'mine', machineScope: 'selected', deviceIds: [id] })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(deviceAccountDevices)
            .where(eq(deviceAccountDevices.deviceId, Number(id)))
        ).length === 0,
    },
  ],
};
