import { ALARM_NOTIFY_LIMITS, type AlarmInbox, type Lang } from '@vr/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { devices } from '../devices/index.js';
import { notifyAccountLangs, notifyAlerts, notifyDeliveries } from './schema.js';

/** The caller's own in-app notifications. */
const mine = (auth: AuthContext) => and(eq(notifyDeliveries.channel, 'inapp'), eq(notifyDeliveries.userId, auth.userId));

/** Keeps the language the account reads in, so its notifications are written in it. */
export async function rememberLang(db: Database, userId: number, lang: Lang): Promise<void> {
  await db
    .insert(notifyAccountLangs)
    .values({ userId, lang })
    .onConflictDoUpdate({
      target: notifyAccountLangs.userId,
      set: { lang, updatedAt: new Date() },
      setWhere: sql`${notifyAccountLangs.lang} <> ${lang}`,
    });
}

/** The caller's bell: the unread count and the newest notifications. */
export async function inboxOf(db: Database, auth: AuthContext): Promise<AlarmInbox> {
  const [unread] = await db
    .select({ n: count() })
    .from(notifyDeliveries)
    .where(and(mine(auth), isNull(notifyDeliveries.readAt)));
  const rows = await db
    .select({
      id: notifyDeliveries.id,
      alertId: notifyDeliveries.alertId,
      title: notifyDeliveries.title,
      text: notifyDeliveries.body,
      purpose: notifyDeliveries.purpose,
      createdAt: notifyDeliveries.createdAt,
      readAt: notifyDeliveries.readAt,
      level: notifyAlerts.level,
      count: notifyAlerts.count,
      deviceCode: devices.deviceCode,
      deviceName: devices.name,
    })
    .from(notifyDeliveries)
    .innerJoin(notifyAlerts, eq(notifyAlerts.id, notifyDeliveries.alertId))
    .leftJoin(devices, eq(devices.id, notifyAlerts.deviceId))
    .where(mine(auth))
    .orderBy(desc(notifyDeliveries.createdAt), desc(notifyDeliveries.id))
    .limit(ALARM_NOTIFY_LIMITS.inbox);
  return {
    unread: unread!.n,
    items: rows.map((r) => ({
      id: r.id,
      alertId: r.alertId,
      deviceCode: r.deviceCode,
      deviceName: r.deviceName,
      title: r.title,
      text: r.text,
      level: r.level,
      count: r.count,
      escalation: r.purpose === 'escalation',
      released: r.purpose === 'released',
      createTime: isoTime(r.createdAt),
      read: r.readAt !== null,
    })),
  };
}

/** Marks the caller's notifications read and acknowledges their alerts (no escalation follows). Answers how many were marked. */
export async function markRead(
  db: Database,
  auth: AuthContext,
  which: { ids?: number[] | undefined; all?: boolean | undefined },
  now = new Date(),
) {
  const marked = await db
    .update(notifyDeliveries)
    .set({ readAt: now })
    .where(and(mine(auth), isNull(notifyDeliveries.readAt), which.all ? undefined : inArray(notifyDeliveries.id, which.ids ?? [])))
    .returning({ alertId: notifyDeliveries.alertId });
  const alertIds = [...new Set(marked.map((m) => m.alertId))];
  if (alertIds.length) {
    await db
      .update(notifyAlerts)
      .set({ acknowledgedAt: now })
      .where(and(inArray(notifyAlerts.id, alertIds), isNull(notifyAlerts.acknowledgedAt)));
  }
  return { marked: marked.length };
}
