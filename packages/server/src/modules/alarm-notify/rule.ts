import type { Database } from '../../platform/db/database.js';

/** What of a customer's alarm rule the notifications read. */
export interface NotifyRule {
  /** An alarm released within this many seconds of its raise reaches nobody. */
  debounceSeconds: number;
  /** Raises of one device and code within this many minutes of the last one are one alert. */
  groupMinutes: number;
}

/**
 * The alarm rule of a customer. Until the alarms area's rules land this answers their defaults;
 * then it calls the alarms face's `alarmRuleOf(db, orgId)` and keeps these two fields.
 */
export async function ruleOf(_db: Database, _orgId: number): Promise<NotifyRule> {
  return { debounceSeconds: 60, groupMinutes: 30 };
}
