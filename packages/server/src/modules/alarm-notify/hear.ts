import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { violatedUniqueConstraint } from '../../platform/db/unique.js';
import type { AlarmNotice } from '../alarms/index.js';
import { customerOf } from '../orgs/index.js';
import { type NotifyRule, ruleOf, ruleRaises } from './rule.js';
import { wakeDispatchers } from './dispatcher.js';
import { notifyAlerts } from './schema.js';

/**
 * A raised alarm: joins the current alert of its device and code when that one was last raised
 * within the group window (one more occurrence, nobody notified again; a dropped one waits its
 * debounce anew), otherwise opens a new alert due after the debounce. An alert whose end was
 * already told is not joined: its people hear of the new one. Only rows are written.
 */
export async function hearRaised(db: Database, notice: AlarmNotice, given?: NotifyRule): Promise<void> {
  // Its customer's settings and rule: the nearest customer on the path, the organisation itself when none.
  const customerId = (await customerOf(db, notice.orgId))?.id ?? notice.orgId;
  const rule = given ?? (await ruleOf(db, customerId));
  if (!ruleRaises(rule, notice)) return;
  const at = new Date(notice.at);
  const due = new Date(at.getTime() + rule.debounceSeconds * 1000);
  const groupFrom = new Date(at.getTime() - rule.groupMinutes * 60_000);
  const attempt = () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(notifyAlerts)
        .where(and(eq(notifyAlerts.deviceId, notice.deviceId), eq(notifyAlerts.code, notice.code), eq(notifyAlerts.current, true)))
        .for('update');
      if (current && current.lastRaisedAt >= groupFrom && !current.endNoticedAt) {
        const dropped = current.state === 2;
        await tx
          .update(notifyAlerts)
          .set({
            count: sql`${notifyAlerts.count} + 1`,
            lastRaisedAt: at > current.lastRaisedAt ? at : current.lastRaisedAt,
            releasedAt: null,
            endNoticeAt: null,
            level: Math.max(current.level, notice.level),
            ...(dropped ? { state: 0, dueAt: due } : {}),
          })
          .where(eq(notifyAlerts.id, current.id));
        return;
      }
      if (current) await tx.update(notifyAlerts).set({ current: false }).where(eq(notifyAlerts.id, current.id));
      await tx.insert(notifyAlerts).values({
        deviceId: notice.deviceId,
        orgId: notice.orgId,
        customerId,
        source: notice.source,
        alarmId: notice.id,
        kind: notice.kind,
        code: notice.code,
        level: notice.level,
        message: notice.message,
        firstRaisedAt: at,
        lastRaisedAt: at,
        dueAt: due,
      });
    });
  try {
    await attempt();
  } catch (err) {
    // Two raises of one device and code at once: the second joins the alert the first opened.
    if (violatedUniqueConstraint(err) !== 'ntf_alert_current_uq') throw err;
    await attempt();
  }
  // Due at once (no debounce): its people hear of it in this round, not the next poll's.
  if (due.getTime() <= Date.now()) wakeDispatchers();
}

/**
 * A released alarm: its current alert is released (an alert released before it is due reaches
 * nobody). When people were told of it and its customer's rule says so, they are told it ended.
 */
export async function hearReleased(db: Database, notice: AlarmNotice): Promise<void> {
  const at = new Date(notice.at);
  const [released] = await db
    .update(notifyAlerts)
    .set({ releasedAt: at })
    .where(
      and(
        eq(notifyAlerts.deviceId, notice.deviceId),
        eq(notifyAlerts.code, notice.code),
        eq(notifyAlerts.current, true),
        sql`${notifyAlerts.releasedAt} is null`,
      ),
    )
    .returning({ id: notifyAlerts.id, state: notifyAlerts.state, customerId: notifyAlerts.customerId });
  if (!released || released.state !== 1 || !(await ruleOf(db, released.customerId)).notifyReleased) return;
  await db
    .update(notifyAlerts)
    .set({ endNoticeAt: at })
    .where(and(eq(notifyAlerts.id, released.id), isNull(notifyAlerts.endNoticedAt)));
  if (at.getTime() <= Date.now()) wakeDispatchers();
}
