import { ALARM_NOTIFY_API, ALARM_NOTIFY_LOG_PERMS, ALARM_NOTIFY_SETTINGS_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed, send } from '../../test/access-cases.js';
import { encryptSecret } from '../../platform/secrets/secret-box.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { notifyAlerts, notifyDeliveries, notifySettings, notifySmsOutbox } from './schema.js';

/** A delivery of an alert of a Harbor Drinks Ltd. machine (answers its id). */
async function harborDelivery(ctx: ScopeContext): Promise<number> {
  const device = await insertTestDevice(ctx.db, ctx.orgs.harborStore);
  const at = new Date();
  const [alert] = await ctx.db
    .insert(notifyAlerts)
    .values({
      deviceId: device.id,
      orgId: ctx.orgs.harborStore,
      customerId: ctx.orgs.harbor,
      source: 'alarm',
      alarmId: 1,
      kind: 'fault',
      code: 'E01',
      level: 1,
      firstRaisedAt: at,
      lastRaisedAt: at,
      dueAt: at,
      state: 1,
    })
    .returning({ id: notifyAlerts.id });
  const [delivery] = await ctx.db
    .insert(notifyDeliveries)
    .values({
      alertId: alert!.id,
      orgId: ctx.orgs.harborStore,
      customerId: ctx.orgs.harbor,
      purpose: 'alarm',
      channel: 'email',
      recipientKey: 'e:probe@harbor.example',
      recipient: 'Probe <probe@harbor.example>',
      address: 'probe@harbor.example',
      lang: 'en',
      title: 'Probe',
      body: 'Probe',
    })
    .returning({ id: notifyDeliveries.id });
  return delivery!.id;
}

/** An SMS of a Harbor Drinks Ltd. alarm in the sandbox outbox (answers its id). */
async function harborSms(ctx: ScopeContext): Promise<number> {
  const deliveryId = await harborDelivery(ctx);
  const [row] = await ctx.db
    .insert(notifySmsOutbox)
    .values({ deliveryId, orgId: ctx.orgs.harborStore, customerId: ctx.orgs.harbor, phone: '+44 20 7946 0999', text: 'Probe' })
    .returning({ id: notifySmsOutbox.id });
  return row!.id;
}

/** Harbor Drinks Ltd.'s settings, with a webhook (answers the customer's id). */
async function harborSettings(ctx: ScopeContext): Promise<number> {
  await ctx.db
    .insert(notifySettings)
    .values({ orgId: ctx.orgs.harbor, webhookUrl: 'https://harbor.example/hook', webhookSecret: encryptSecret('harbor') })
    .onConflictDoNothing();
  return ctx.orgs.harbor;
}

/** The notification log and the customers' notification settings. */
export const accessCases: AccessModule = {
  module: 'alarm-notify',
  scope: [
    {
      name: 'a delivery of a Harbor Drinks Ltd. alarm',
      permissions: Object.values(ALARM_NOTIFY_LOG_PERMS),
      foreignRow: harborDelivery,
      list: listed(`${ALARM_NOTIFY_API.log}?limit=1000`),
    },
    {
      name: 'an SMS of a Harbor Drinks Ltd. alarm in the sandbox outbox',
      permissions: Object.values(ALARM_NOTIFY_LOG_PERMS),
      foreignRow: harborSms,
      list: listed(ALARM_NOTIFY_API.smsOutbox),
    },
    {
      name: 'the notification settings of Harbor Drinks Ltd.',
      permissions: Object.values(ALARM_NOTIFY_SETTINGS_PERMS),
      foreignRow: harborSettings,
      detail: getWith(ALARM_NOTIFY_API.settings, 'orgId'),
      update: send('PUT', ALARM_NOTIFY_API.settings, (id) => ({ orgId: Number(id), emailEnabled: false })),
      unchanged: async (ctx, id) => {
        const [row] = await ctx.db
          .select()
          .from(notifySettings)
          .where(eq(notifySettings.orgId, Number(id)));
        return row?.emailEnabled === true && row.webhookUrl === 'https://harbor.example/hook';
      },
    },
  ],
};
