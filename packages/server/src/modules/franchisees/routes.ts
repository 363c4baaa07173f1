import {
  FRANCHISEE_API,
  FRANCHISEE_PERMS,
  PUBLIC,
  Status,
  UPLOAD_USES,
  franchiseApplicationSchema,
  franchiseResubmitSchema,
  franchiseStatusQuerySchema,
  franchiseeIdQuerySchema,
  franchiseeQuerySchema,
  franchiseeReviewSchema,
  message,
} from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { ok, sendEnvelope } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import { smtpMailer } from '../../platform/mail/mailer.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { uploadStorage } from '../../platform/storage/local.js';
import { platformOrg } from '../orgs/index.js';
import { storeUpload } from '../uploads/index.js';
import { tellApplicant } from './notice.js';
import {
  ANONYMOUS_UPLOADER,
  applicationDetail,
  applicationStatus,
  listApplications,
  resubmitApplication,
  reviewApplication,
  submitApplication,
} from './service.js';

const tags = ['franchisees'];
const audit = auditOf('deviceFranchisee');

/** How much one address may send to the public page's calls (tests and busy kiosks change it). */
export const franchiseTunables = {
  /** Applications and resubmissions per address and hour. */
  appliesPerHour: 10,
  /** Document uploads per address and hour. */
  uploadsPerHour: 40,
  /** Status look-ups per address and minute. */
  lookupsPerMinute: 30,
};

const limited = (bucket: string, max: () => number, timeWindow: number) => ({
  max: () => max(),
  timeWindow,
  keyGenerator: (request: FastifyRequest) => `franchise-${bucket}:${request.ip}`,
  errorResponseBuilder: () => new AppError(Status.TOO_MANY_REQUESTS, 'franchiseTooMany'),
});

const HOUR = 3_600_000;

/**
 * Devices → franchisee review (list, detail, review) and the public application page's calls
 * (apply, upload a document, read and resubmit one's own application by its token), each limited
 * per address so the page cannot be flooded.
 */
export async function franchiseeRoutes(base: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  listRoute(
    base,
    {
      url: FRANCHISEE_API.list,
      access: FRANCHISEE_PERMS.list,
      tags,
      summary: 'Franchise applications in the caller’s data scope, paged, filtered and sorted',
      querystring: franchiseeQuerySchema,
    },
    (query, auth) => listApplications(db, query, auth),
  );
  readRoute(
    base,
    {
      url: FRANCHISEE_API.detail,
      access: FRANCHISEE_PERMS.list,
      tags,
      summary: 'One franchise application with its documents',
      querystring: franchiseeIdQuerySchema,
    },
    (query, auth) => applicationDetail(db, query.id, auth),
  );
  commandRoute(
    base,
    {
      url: FRANCHISEE_API.review,
      access: FRANCHISEE_PERMS.review,
      audit: audit('reviewFranchisee'),
      // Its own transaction, committed before the applicant is told.
      transaction: false,
      tags,
      summary: 'Pass a pending application (its customer and first account are created) or reject it with a reason',
      body: franchiseeReviewSchema,
    },
    async (body, auth) => {
      const reviewed = await reviewApplication(db, body, auth);
      const notice = await tellApplicant(db, smtpMailer(config.smtpUrl), reviewed);
      return { ...reviewed.record, notice };
    },
  );

  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    FRANCHISEE_API.apply,
    {
      config: { access: PUBLIC, audit: false, rateLimit: limited('apply', () => franchiseTunables.appliesPerHour, HOUR) },
      schema: {
        tags,
        summary: 'Apply to become a franchisee (no sign-in); answers the token to read the application with',
        body: franchiseApplicationSchema,
      },
    },
    async (request) => ok(await submitApplication(db, request.body, request.ip)),
  );
  app.post(
    FRANCHISEE_API.resubmit,
    {
      config: { access: PUBLIC, audit: false, rateLimit: limited('apply', () => franchiseTunables.appliesPerHour, HOUR) },
      schema: { tags, summary: 'Resubmit one’s rejected application (by its token)', body: franchiseResubmitSchema },
    },
    async (request) => ok(await resubmitApplication(db, request.body, request.ip)),
  );
  app.post(
    FRANCHISEE_API.status,
    {
      config: { access: PUBLIC, audit: false, rateLimit: limited('status', () => franchiseTunables.lookupsPerMinute, 60_000) },
      schema: { tags, summary: 'The state of one’s own application (by its token)', body: franchiseStatusQuerySchema },
    },
    async (request) => ok(await applicationStatus(db, request.body.token)),
  );
  const storage = uploadStorage(config.dataDir);
  app.post(
    FRANCHISEE_API.upload,
    {
      config: { access: PUBLIC, audit: false, rateLimit: limited('upload', () => franchiseTunables.uploadsPerHour, HOUR) },
      schema: {
        tags,
        summary: 'Upload one document of an application (multipart: file, dataEntity franchise, dataField document)',
        description: 'The type is checked by content, the size against the use’s limit; the file is private to the reviewers.',
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendEnvelope(reply, { status: Status.BAD_REQUEST, result: message('uploadFileRequired', requestLang(request)) });
      }
      const uploader = { userId: ANONYMOUS_UPLOADER, orgId: (await platformOrg(db)).id };
      return ok(await storeUpload(db, storage, request, uploader, [UPLOAD_USES.franchiseDocument]));
    },
  );
}
