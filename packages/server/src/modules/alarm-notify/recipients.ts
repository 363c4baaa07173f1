import { LANGS, type Lang, isSmsPhone } from '@vr/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs, userRoles, users } from '../../platform/identity/schema.js';
import type { AlarmNoticeKind } from '../alarms/index.js';
import { customers } from '../customers/index.js';
import { zoneRecipients } from '../points/index.js';
import { notifyAccountLangs } from './schema.js';

/** Who hears of an alert: an account of the customer (in-app, e-mail, SMS) or a contact without one (e-mail, SMS). */
export interface Recipient {
  userId: number | null;
  name: string;
  email: string | null;
  /** A phone an SMS can go to (one that breaks the phone rule is none). */
  phone: string | null;
  lang: Lang;
}

const smsPhone = (...phones: Array<string | null | undefined>) => phones.find((p) => p && isSmsPhone(p))?.trim() ?? null;

/** The recipient kind of a partition (`zone_recipient.alarm_kinds`) that hears of an alarm of this kind. */
export function recipientKindOf(kind: AlarmNoticeKind | string): 'fault' | 'warning' | 'material' {
  if (kind === 'fault' || kind === 'offline') return 'fault';
  if (kind === 'material') return 'material';
  return 'warning';
}

const asLang = (value: string | null | undefined): Lang | null =>
  (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : null;

/** The customer's default language (texts of contacts without an account, and of its webhook). */
export async function customerLang(db: Database, customerId: number): Promise<Lang> {
  const [row] = await db.select({ lang: customers.defaultLanguage }).from(customers).where(eq(customers.orgId, customerId));
  return asLang(row?.lang) ?? 'zh';
}

interface ZoneContact {
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  alarmKinds: string;
}

/** The recipients of a partition, as the points area keeps them. */
function zoneContacts(db: Database, zoneId: number): Promise<ZoneContact[]> {
  return db
    .select({
      userId: zoneRecipients.userId,
      name: zoneRecipients.name,
      email: zoneRecipients.email,
      phone: zoneRecipients.phone,
      alarmKinds: zoneRecipients.alarmKinds,
    })
    .from(zoneRecipients)
    .where(eq(zoneRecipients.zoneId, zoneId))
    .orderBy(asc(zoneRecipients.id));
}

/** Enabled accounts of the customer (its organisation and below) among these ids or with these roles. */
async function customerAccounts(db: Database, customerId: number, which: { ids?: number[]; roleIds?: number[] }) {
  const byIds = which.ids?.length ? inArray(users.id, which.ids) : undefined;
  const byRoles = which.roleIds?.length
    ? inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, which.roleIds)))
    : undefined;
  if (!byIds && !byRoles) return [];
  return db
    .select({ id: users.id, name: users.employeeName, email: users.email, phone: users.phone, lang: notifyAccountLangs.lang })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(notifyAccountLangs, eq(notifyAccountLangs.userId, users.id))
    .where(and(eq(users.status, 0), orgSubtree({ id: customerId }), byIds ?? byRoles));
}

/**
 * Everyone who hears of an alert: the recipients of the device's partition whose kinds take the
 * alarm's, and the accounts of the given roles; only people of the device's customer.
 */
export async function recipientsOf(
  db: Database,
  alert: { customerId: number; kind: string },
  zoneId: number | null,
  roleIds: number[],
): Promise<Recipient[]> {
  const fallback = await customerLang(db, alert.customerId);
  const wanted = recipientKindOf(alert.kind);
  const contacts = zoneId
    ? (await zoneContacts(db, zoneId)).filter((c) =>
        c.alarmKinds
          .split(',')
          .map((k) => k.trim())
          .includes(wanted),
      )
    : [];
  const accountIds = contacts.flatMap((c) => (c.userId ? [c.userId] : []));
  const accounts = [
    ...(await customerAccounts(db, alert.customerId, { ids: accountIds })),
    ...(await customerAccounts(db, alert.customerId, { roleIds })),
  ];
  const out = new Map<string, Recipient>();
  for (const a of accounts) {
    const contact = contacts.find((c) => c.userId === a.id);
    out.set(`u:${a.id}`, {
      userId: a.id,
      name: a.name,
      email: a.email || contact?.email || null,
      phone: smsPhone(a.phone, contact?.phone),
      lang: asLang(a.lang) ?? fallback,
    });
  }
  for (const c of contacts) {
    // A contact naming an account of another customer hears nothing; one without an account hears by e-mail and SMS.
    const phone = smsPhone(c.phone);
    if (c.userId || (!c.email && !phone)) continue;
    const key = c.email ? `e:${c.email.toLowerCase()}` : `p:${phone}`;
    if (!out.has(key)) out.set(key, { userId: null, name: c.name, email: c.email, phone, lang: fallback });
  }
  return [...out.values()];
}
