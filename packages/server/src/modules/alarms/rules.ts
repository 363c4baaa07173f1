import { ALARM_RULE_DEFAULTS, type AlarmRule, type AlarmRuleInput, type AlarmRuleView } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { alarmRules } from './schema.js';
import { handlerName, iso } from './scope.js';

type RuleRow = typeof alarmRules.$inferSelect;

/** The defaults of a customer without a rule of its own. */
export const DEFAULT_ALARM_RULE: AlarmRule = { ...ALARM_RULE_DEFAULTS };

const toRule = (r: RuleRow): AlarmRule => ({
  faultMinLevel: r.faultMinLevel as 0 | 1 | 2,
  warnings: r.warnings,
  offlineMinutes: r.offlineMinutes,
  noSaleHours: r.noSaleHours,
  materialOut: r.materialOut,
  temperatureMin: r.temperatureMin,
  temperatureMax: r.temperatureMax,
  debounceSeconds: r.debounceSeconds,
  groupMinutes: r.groupMinutes,
  notifyReleased: r.notifyReleased,
});

/**
 * The alarm rule that applies to an organisation: the rule of the nearest customer at or above it
 * that has one, else the defaults.
 */
export async function alarmRuleOf(db: Database, orgId: number): Promise<AlarmRule> {
  const [row] = await db
    .select({ rule: alarmRules })
    .from(alarmRules)
    .innerJoin(orgs, eq(orgs.id, alarmRules.orgId))
    .where(
      sql`${alarmRules.orgId} = any(string_to_array(trim(both '/' from (select node.path from ${orgs} node where node.id = ${orgId})), '/')::int[])`,
    )
    .orderBy(sql`length(${orgs.path}) desc`)
    .limit(1);
  return row ? toRule(row.rule) : DEFAULT_ALARM_RULE;
}

/** A customer organisation in the caller's scope, or "not found" / a field error on `orgId`. */
async function customerInScope(db: Database, orgId: number, auth: AuthContext): Promise<{ id: number; name: string }> {
  if (!(await isInScope(db, auth, { orgId }))) throw AppError.notFound();
  const [org] = await db.select({ id: orgs.id, name: orgs.name, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw AppError.notFound();
  if (org.kind !== 'customer') throw AppError.field('orgId', 'alarmRuleNotCustomer');
  return org;
}

/** The rule screen's view of a customer's rule: its own, or the defaults. */
export async function alarmRuleView(db: Database, orgId: number, auth: AuthContext): Promise<AlarmRuleView> {
  const org = await customerInScope(db, orgId, auth);
  const [row] = await db.select().from(alarmRules).where(eq(alarmRules.orgId, org.id));
  return {
    orgId: org.id,
    customerName: org.name,
    ...(row ? toRule(row) : DEFAULT_ALARM_RULE),
    saved: Boolean(row),
    updatedBy: row?.updatedBy ?? null,
    updateTime: iso(row?.updatedAt ?? null),
  };
}

/** Saves the rule of a customer in the caller's scope (its first save makes the defaults its own). */
export async function saveAlarmRule(db: Database, input: AlarmRuleInput, auth: AuthContext): Promise<AlarmRuleView> {
  const org = await customerInScope(db, input.orgId, auth);
  const { orgId: _orgId, ...fields } = input;
  const values = { ...fields, updatedBy: handlerName(auth), updatedAt: new Date() };
  await db
    .insert(alarmRules)
    .values({ orgId: org.id, ...values })
    .onConflictDoUpdate({ target: alarmRules.orgId, set: values });
  return alarmRuleView(db, org.id, auth);
}
