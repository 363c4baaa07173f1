import { createHash, randomBytes } from 'node:crypto';
import {
  type FranchiseApplication,
  type FranchiseApplied,
  type FranchiseResubmit,
  type FranchiseStatus,
  type FranchiseeNotice,
  type FranchiseeRecord,
  type FranchiseeReview,
  type FranchiseeState,
  FRANCHISEE_PERMS,
  UPLOAD_USES,
  customerSchema,
  type franchiseeQuerySchema,
} from '@vr/contracts';
import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/password.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isoTime } from '../../platform/http/iso.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { createCustomer } from '../customers/index.js';
import { giveStartingRole } from '../roles/index.js';
import { findUpload } from '../uploads/index.js';
import { addFirstAccount, assertUsernameFree } from '../users/index.js';
import { franchiseApplications as apps } from './schema.js';

type Query = z.output<typeof franchiseeQuerySchema>;
type Row = typeof apps.$inferSelect;

/** The uploader of a public form's files: nobody signed in. */
export const ANONYMOUS_UPLOADER = 0;

const nameOf = (auth: AuthContext) => (auth.employeeName || auth.username).slice(0, 64);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The applications the caller may see: all of them for a platform reviewer; a customer's accounts, the one that made their customer. */
const visible = (auth: AuthContext): SQL => scopeCondition(auth, { org: apps.customerOrgId }) ?? sql`true`;

const joined = (db: Database) =>
  db.select({ row: apps, customerName: orgs.name }).from(apps).leftJoin(orgs, eq(orgs.id, apps.customerOrgId));

/** The application as sent (what the applicant may correct), without the password. */
const formOf = (r: Row): FranchiseStatus['application'] => ({
  companyName: r.companyName,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  contactEmail: r.contactEmail,
  region: r.region,
  address: r.address,
  plannedPoints: r.plannedPoints,
  plannedMachines: r.plannedMachines,
  remark: r.remark,
  documents: r.documents,
  username: r.username,
});

const toRecord = ({ row: r, customerName }: { row: Row; customerName: string | null }): FranchiseeRecord => ({
  id: r.id,
  ...formOf(r),
  address: r.address,
  remark: r.remark,
  state: r.state as FranchiseeState,
  submitTime: isoTime(r.submittedAt),
  resubmits: r.resubmits,
  reviewedBy: r.reviewedBy,
  reviewTime: isoTime(r.reviewedAt),
  rejectReason: r.rejectReason,
  customerId: r.customerOrgId,
  customerName,
  accountId: r.accountId,
  notice: r.notice as FranchiseeNotice | null,
});

/** Applications in the caller's scope, newest first unless sorted otherwise. */
export async function listApplications(db: Database, q: Query, auth: AuthContext): Promise<Page<FranchiseeRecord>> {
  const where = and(
    visible(auth),
    q.state ? eq(apps.state, q.state) : undefined,
    containing([apps.companyName, apps.contactName, apps.contactPhone, apps.region], q.keyword),
    ...localTimeRange(apps.submittedAt, q, await businessTimeZone(db)),
  );
  return pageQuery({
    params: q,
    sortable: {
      id: apps.id,
      submitTime: apps.submittedAt,
      companyName: apps.companyName,
      state: apps.state,
      plannedMachines: apps.plannedMachines,
      reviewTime: apps.reviewedAt,
    },
    defaultOrder: [desc(apps.submittedAt), desc(apps.id)],
    rows: pagedRows(joined(db).where(where), toRecord),
    count: async () => (await db.select({ n: count() }).from(apps).where(where))[0]!.n,
  });
}

/** One application in the caller's scope. */
export async function applicationDetail(db: Database, id: number, auth: AuthContext): Promise<FranchiseeRecord> {
  const [row] = await joined(db).where(and(eq(apps.id, id), visible(auth)));
  if (!row) throw AppError.notFound();
  return toRecord(row);
}

/** Each document is a file sent through the application's own upload (type and size checked there, by content). */
async function checkDocuments(db: Database, urls: string[]): Promise<void> {
  for (const url of urls) {
    const upload = await findUpload(db, url);
    const use = UPLOAD_USES.franchiseDocument;
    if (upload?.dataEntity !== use.dataEntity || upload.dataField !== use.dataField || upload.userId !== ANONYMOUS_UPLOADER)
      throw AppError.field('documents', 'franchiseDocumentNotUploaded');
  }
}

async function formColumns(db: Database, input: FranchiseApplication) {
  await assertUsernameFree(db, input.username);
  await checkDocuments(db, input.documents);
  return {
    companyName: input.companyName,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    region: input.region,
    address: input.address ?? null,
    plannedPoints: input.plannedPoints,
    plannedMachines: input.plannedMachines,
    remark: input.remark ?? null,
    documents: input.documents,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    lang: input.lang,
  };
}

const toStatus = (r: Row): FranchiseStatus => ({
  state: r.state as FranchiseeState,
  submitTime: isoTime(r.submittedAt),
  reviewTime: isoTime(r.reviewedAt),
  rejectReason: r.rejectReason,
  resubmits: r.resubmits,
  application: formOf(r),
});

/** A new application from the public page; answers the token the applicant reads its state with. */
export async function submitApplication(db: Database, input: FranchiseApplication, ip: string): Promise<FranchiseApplied> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(apps)
    .values({ ...(await formColumns(db, input)), tokenHash: hashOf(token), submitIp: ip.slice(0, 64) })
    .returning();
  return { token, status: toStatus(row!) };
}

/** The applicant's own application, by its token; nothing else is readable this way. */
export async function applicationStatus(db: Database, token: string): Promise<FranchiseStatus> {
  const [row] = await db
    .select()
    .from(apps)
    .where(eq(apps.tokenHash, hashOf(token)));
  if (!row) throw AppError.field('token', 'franchiseTokenUnknown');
  return toStatus(row);
}

/** The applicant corrects a rejected application: it waits for review again. */
export async function resubmitApplication(db: Database, input: FranchiseResubmit, ip: string): Promise<FranchiseStatus> {
  const mine = eq(apps.tokenHash, hashOf(input.token));
  const [found] = await db.select({ state: apps.state }).from(apps).where(mine);
  if (!found) throw AppError.field('token', 'franchiseTokenUnknown');
  if (found.state !== 'rejected') throw AppError.badRequest('franchiseNotRejected');
  const [row] = await db
    .update(apps)
    .set({
      ...(await formColumns(db, input)),
      state: 'pending',
      submittedAt: new Date(),
      submitIp: ip.slice(0, 64),
      resubmits: sql`${apps.resubmits} + 1`,
      reviewerId: null,
      reviewedBy: null,
      reviewedAt: null,
      rejectReason: null,
      notice: null,
    })
    .where(and(mine, eq(apps.state, 'rejected')))
    .returning();
  if (!row) throw AppError.badRequest('franchiseNotRejected');
  return toStatus(row);
}

/** What a review decided, for the notice sent after it committed. */
export interface Reviewed {
  record: FranchiseeRecord;
  lang: string;
}

/**
 * Passes a pending application (its customer, cooperation mode franchisee and source online
 * application, and its first account, all in one transaction) or rejects it with a reason. The
 * state changes only from pending, by one conditional update: of two reviews at once, the second
 * finds it no longer pending.
 */
export async function reviewApplication(db: Database, input: FranchiseeReview, auth: AuthContext): Promise<Reviewed> {
  const seen = and(eq(apps.id, input.id), visible(auth));
  const [found] = await db.select({ state: apps.state }).from(apps).where(seen);
  if (!found) throw AppError.notFound();
  if (found.state !== 'pending') throw AppError.badRequest('franchiseNotPending');
  const id = await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const [taken] = await tx
      .update(apps)
      .set({
        state: input.pass ? 'passed' : 'rejected',
        reviewerId: auth.userId,
        reviewedBy: nameOf(auth),
        reviewedAt: new Date(),
        rejectReason: input.pass ? null : input.reason!,
      })
      .where(and(seen, eq(apps.state, 'pending')))
      .returning();
    if (!taken) throw AppError.badRequest('franchiseNotPending');
    if (input.pass) {
      const customer = await createCustomer(
        tx,
        auth,
        customerSchema.parse({
          customerName: taken.companyName,
          cooperationMode: 1,
          source: 2,
          contactName: taken.contactName,
          contactPhone: taken.contactPhone,
          contactEmail: taken.contactEmail,
          defaultLanguage: taken.lang,
          remark: taken.region,
        }),
      );
      const accountId = await addFirstAccount(tx, {
        username: taken.username,
        passwordHash: taken.passwordHash,
        employeeName: taken.contactName,
        phone: taken.contactPhone,
        email: taken.contactEmail,
        orgId: customer.id,
        createdBy: auth.userId,
      });
      // Its starting role: the franchisee runs its own machines, and reviews no applications.
      await giveStartingRole(tx, auth, {
        orgId: customer.id,
        userId: accountId,
        name: `Franchisee #${customer.id}`,
        roleKey: `franchisee_${customer.id}`,
        withhold: [FRANCHISEE_PERMS.review],
      });
      await tx.update(apps).set({ customerOrgId: customer.id, accountId }).where(eq(apps.id, taken.id));
    }
    return taken.id;
  });
  const [row] = await joined(db).where(eq(apps.id, id));
  return { record: toRecord(row!), lang: row!.row.lang };
}

/** Records how the applicant was told of the review. */
export async function recordNotice(db: Database, id: number, notice: FranchiseeNotice): Promise<void> {
  await db.update(apps).set({ notice }).where(eq(apps.id, id));
}
