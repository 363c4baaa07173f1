import type { AlarmNotifyLogRow, NotifyChannel, NotifyPurpose, NotifyState, alarmNotifyLogSchema } from '@vr/contracts';
import { type SQL, and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, inOrderOf, pageQuery, selectPage } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { devices } from '../devices/index.js';
import { notifyAlerts, notifyDeliveries } from './schema.js';

type LogQuery = z.output<typeof alarmNotifyLogSchema>;

/** Deliveries of machines of the organisations in the caller's data scope. */
const visible = (auth: AuthContext) => scopeCondition(auth, { org: notifyDeliveries.orgId });

function logWhere(db: Database, q: LogQuery, auth: AuthContext, timeZone: string): SQL | undefined {
  return and(
    visible(auth),
    ...localTimeRange(notifyDeliveries.createdAt, q, timeZone),
    inOrgSubtree(notifyDeliveries.orgId, q.orgId),
    q.channel ? eq(notifyDeliveries.channel, q.channel) : undefined,
    q.state !== undefined ? eq(notifyDeliveries.state, q.state) : undefined,
    containing(notifyDeliveries.recipient, q.recipient),
    q.deviceCode
      ? inArray(
          notifyDeliveries.alertId,
          db
            .select({ id: notifyAlerts.id })
            .from(notifyAlerts)
            .innerJoin(devices, eq(devices.id, notifyAlerts.deviceId))
            .where(containing(devices.deviceCode, q.deviceCode)),
        )
      : undefined,
  );
}

const rowSelect = (db: Database) =>
  db
    .select({
      id: notifyDeliveries.id,
      alertId: notifyDeliveries.alertId,
      orgId: notifyDeliveries.orgId,
      customerName: orgs.name,
      deviceCode: devices.deviceCode,
      deviceName: devices.name,
      alarmKind: notifyAlerts.kind,
      alarmCode: notifyAlerts.code,
      level: notifyAlerts.level,
      count: notifyAlerts.count,
      purpose: notifyDeliveries.purpose,
      channel: notifyDeliveries.channel,
      recipient: notifyDeliveries.recipient,
      lang: notifyDeliveries.lang,
      state: notifyDeliveries.state,
      attempts: notifyDeliveries.attempts,
      lastError: notifyDeliveries.lastError,
      createdAt: notifyDeliveries.createdAt,
      nextAttemptAt: notifyDeliveries.nextAttemptAt,
      sentAt: notifyDeliveries.sentAt,
    })
    .from(notifyDeliveries)
    .innerJoin(notifyAlerts, eq(notifyAlerts.id, notifyDeliveries.alertId))
    .leftJoin(devices, eq(devices.id, notifyAlerts.deviceId))
    .leftJoin(orgs, eq(orgs.id, notifyDeliveries.customerId));

/** The notification log in the caller's scope, newest first unless sorted otherwise. */
export async function listNotifyLog(db: Database, q: LogQuery, auth: AuthContext): Promise<Page<AlarmNotifyLogRow>> {
  const where = logWhere(db, q, auth, await businessTimeZone(db));
  return pageQuery({
    params: q,
    sortable: {
      createTime: notifyDeliveries.createdAt,
      state: notifyDeliveries.state,
      attempts: notifyDeliveries.attempts,
      channel: notifyDeliveries.channel,
      recipient: notifyDeliveries.recipient,
      sentTime: notifyDeliveries.sentAt,
    },
    defaultOrder: [desc(notifyDeliveries.createdAt), desc(notifyDeliveries.id)],
    rows: async (page) => {
      const ids = (await selectPage(db.select({ id: notifyDeliveries.id }).from(notifyDeliveries).where(where).$dynamic(), page)).map(
        (r) => r.id,
      );
      if (ids.length === 0) return [];
      const rows = inOrderOf(ids, await rowSelect(db).where(inArray(notifyDeliveries.id, ids)), (r) => r.id);
      return rows.map((r) => ({
        id: r.id,
        alertId: r.alertId,
        orgId: r.orgId,
        customerName: r.customerName,
        deviceCode: r.deviceCode,
        deviceName: r.deviceName,
        alarmKind: r.alarmKind,
        alarmCode: r.alarmCode,
        level: r.level,
        count: r.count,
        purpose: r.purpose as NotifyPurpose,
        channel: r.channel as NotifyChannel,
        recipient: r.recipient,
        lang: r.lang,
        state: r.state as NotifyState,
        attempts: r.attempts,
        lastError: r.lastError,
        createTime: isoTime(r.createdAt),
        nextAttemptTime: isoTime(r.nextAttemptAt),
        sentTime: isoTime(r.sentAt),
      }));
    },
    count: async () => (await db.select({ n: count() }).from(notifyDeliveries).where(where))[0]!.n,
  });
}
