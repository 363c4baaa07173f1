import type { Database } from '../../platform/db/database.js';
import { type AlarmNotice, alarmRuleOf } from '../alarms/index.js';

/** What of a customer's alarm rule the notifications read. */
export interface NotifyRule {
  /** An alarm released within this many seconds of its raise reaches nobody. */
  debounceSeconds: number;
  /** Raises of one device and code within this many minutes of the last one are one alert. */
  groupMinutes: number;
  /** Faults below this level reach nobody (they stay in the alarm log). */
  faultMinLevel: number;
  /** Whether a device's warnings reach anyone. */
  warnings: boolean;
  /** Whether those told of an alarm hear that it ended. */
  notifyReleased: boolean;
}

/** The alarm rule of a customer, as the alarms area keeps it. */
export async function ruleOf(db: Database, orgId: number): Promise<NotifyRule> {
  const { debounceSeconds, groupMinutes, faultMinLevel, warnings, notifyReleased } = await alarmRuleOf(db, orgId);
  return { debounceSeconds, groupMinutes, faultMinLevel, warnings, notifyReleased };
}

/** Whether the rule lets this alarm reach people: the device's own faults from its level up, its warnings when on. */
export function ruleRaises(rule: NotifyRule, notice: AlarmNotice): boolean {
  if (notice.source !== 'alarm') return true;
  if (notice.kind === 'fault') return notice.level >= rule.faultMinLevel;
  if (notice.kind === 'warning') return rule.warnings;
  return true;
}
