import { type AlarmNotifySettings, type AlarmNotifySettingsPayload, WEBHOOK_SECRET_MASK } from '@vr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { refusedByName } from '../../platform/integration/destination.js';
import { orgs, roles } from '../../platform/identity/schema.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { encryptSecret } from '../../platform/secrets/secret-box.js';
import { notifySettings } from './schema.js';

/** A customer's settings as the dispatcher reads them (defaults when none were saved). */
export interface StoredSettings {
  quietFrom: string | null;
  quietTo: string | null;
  escalationMinutes: number | null;
  notifyRoleIds: number[];
  escalationRoleIds: number[];
  webhookUrl: string | null;
  /** Sealed at rest (`decryptSecret` opens it). */
  webhookSecret: string | null;
  emailEnabled: boolean;
  /** sandbox | http; null: no SMS. */
  smsProvider: string | null;
  smsUrl: string | null;
  /** Sealed at rest (`decryptSecret` opens it). */
  smsSecret: string | null;
}

const DEFAULTS: StoredSettings = {
  quietFrom: null,
  quietTo: null,
  escalationMinutes: null,
  notifyRoleIds: [],
  escalationRoleIds: [],
  webhookUrl: null,
  webhookSecret: null,
  emailEnabled: true,
  smsProvider: null,
  smsUrl: null,
  smsSecret: null,
};

export async function settingsOf(db: Database, customerId: number): Promise<StoredSettings> {
  const [row] = await db.select().from(notifySettings).where(eq(notifySettings.orgId, customerId));
  return row ? { ...DEFAULTS, ...row } : DEFAULTS;
}

/**
 * The customer organisation (or the platform, whose settings hold its SMS provider), when the caller
 * may see it; otherwise not found (a customer in another's scope is not told apart from none).
 * Answers whether it is the platform.
 */
async function visibleCustomer(db: Database, auth: AuthContext, orgId: number): Promise<boolean> {
  const [org] = await db.select({ kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId));
  if (!org || !(await isInScope(db, auth, { orgId }))) throw AppError.notFound();
  if (org.kind !== 'customer' && org.kind !== 'platform') throw AppError.field('orgId', 'alarmNotify.notCustomer');
  return org.kind === 'platform';
}

/** The settings of the platform (its SMS provider), defaults when none were saved. */
export async function platformSettings(db: Database): Promise<StoredSettings> {
  const [platform] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.kind, 'platform')).orderBy(asc(orgs.id)).limit(1);
  return platform ? settingsOf(db, platform.id) : DEFAULTS;
}

/** The roles a customer's settings may name: its own enabled roles. */
async function roleOptions(db: Database, customerId: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.orgId, customerId), eq(roles.status, 0)))
    .orderBy(asc(roles.sort), asc(roles.id));
}

function shown(
  customerId: number,
  platform: boolean,
  s: StoredSettings,
  options: Array<{ id: number; name: string }>,
): AlarmNotifySettings {
  return {
    orgId: customerId,
    platform,
    quietFrom: s.quietFrom,
    quietTo: s.quietTo,
    escalationMinutes: s.escalationMinutes,
    notifyRoleIds: s.notifyRoleIds,
    escalationRoleIds: s.escalationRoleIds,
    webhookUrl: s.webhookUrl,
    webhookSecret: s.webhookSecret ? WEBHOOK_SECRET_MASK : null,
    emailEnabled: s.emailEnabled,
    smsProvider: s.smsProvider as AlarmNotifySettings['smsProvider'],
    smsUrl: s.smsUrl,
    smsSecret: s.smsSecret ? WEBHOOK_SECRET_MASK : null,
    roleOptions: options,
  };
}

export async function readSettings(db: Database, auth: AuthContext, orgId: number): Promise<AlarmNotifySettings> {
  const platform = await visibleCustomer(db, auth, orgId);
  return shown(orgId, platform, await settingsOf(db, orgId), platform ? [] : await roleOptions(db, orgId));
}

/** A write-only secret as saved: the stored one when left out or masked, none when emptied, else the new one sealed. */
function sealedSecret(given: string | undefined, stored: string | null): string | null {
  if (given === undefined || given === WEBHOOK_SECRET_MASK) return stored;
  return given ? encryptSecret(given) : null;
}

/**
 * Saves a customer's settings: its own roles only; a webhook, and an HTTP SMS gateway, only with a
 * secret (given now or kept) and at a public address unless the configuration allows private ones.
 */
export async function saveSettings(
  db: Database,
  auth: AuthContext,
  input: AlarmNotifySettingsPayload,
  { privateDestinations = false }: { privateDestinations?: boolean } = {},
): Promise<AlarmNotifySettings> {
  const platform = await visibleCustomer(db, auth, input.orgId);
  if (platform && input.smsProvider === 'platform') throw AppError.field('smsProvider', 'alarmNotify.smsPlatformOwn');
  // A name is resolved again at each call (refusedDestination); what is plainly private is refused now.
  for (const field of ['webhookUrl', 'smsUrl'] as const) {
    const url = input[field];
    if (url && !privateDestinations && refusedByName(url)) throw AppError.field(field, 'alarmNotify.webhookPrivate');
  }
  const options = platform ? [] : await roleOptions(db, input.orgId);
  const own = new Set(options.map((r) => r.id));
  for (const field of ['notifyRoleIds', 'escalationRoleIds'] as const) {
    if (input[field].some((id) => !own.has(id))) throw AppError.field(field, 'alarmNotify.roleForeign');
  }
  const before = await settingsOf(db, input.orgId);
  const secret = sealedSecret(input.webhookSecret, before.webhookSecret);
  if (input.webhookUrl && !secret) throw AppError.field('webhookSecret', 'alarmNotify.secretRequired');
  const smsSecret = sealedSecret(input.smsSecret, before.smsSecret);
  if (input.smsProvider === 'http' && !smsSecret) throw AppError.field('smsSecret', 'alarmNotify.smsSecretRequired');
  const values = {
    quietFrom: input.quietFrom ?? null,
    quietTo: input.quietTo ?? null,
    escalationMinutes: input.escalationMinutes ?? null,
    notifyRoleIds: [...new Set(input.notifyRoleIds)],
    escalationRoleIds: [...new Set(input.escalationRoleIds)],
    webhookUrl: input.webhookUrl ?? null,
    webhookSecret: secret,
    emailEnabled: input.emailEnabled,
    smsProvider: input.smsProvider ?? null,
    smsUrl: input.smsUrl ?? null,
    smsSecret,
    updatedAt: new Date(),
  };
  await db
    .insert(notifySettings)
    .values({ orgId: input.orgId, ...values })
    .onConflictDoUpdate({ target: notifySettings.orgId, set: values });
  return shown(input.orgId, platform, { ...values }, options);
}
