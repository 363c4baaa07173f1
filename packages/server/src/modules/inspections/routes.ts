import {
  INSPECTION_API,
  INSPECTION_PERMS,
  inspectionAddSchema,
  inspectionDevicesQuerySchema,
  inspectionQuerySchema,
  inspectionResubmitSchema,
  inspectionReviewSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { addInspection, inspectableDevices, listInspections, resubmitInspection, reviewInspection } from './service.js';

const tags = ['inspections'];
const audit = auditOf('deviceInspection');

/** Devices → inspection record: the list, recording and redoing an inspection, reviewing one. */
export async function inspectionRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: INSPECTION_API.list,
      access: INSPECTION_PERMS.list,
      tags,
      summary: 'Inspection records in the caller’s data scope, paged, filtered and sorted',
      querystring: inspectionQuerySchema,
    },
    (query, auth) => listInspections(db, query, auth),
  );
  readRoute(
    app,
    {
      url: INSPECTION_API.devices,
      access: INSPECTION_PERMS.add,
      tags,
      summary: 'The machines the caller may inspect',
      querystring: inspectionDevicesQuerySchema,
    },
    (query, auth) => inspectableDevices(db, query.keyword, auth),
  );
  commandRoute(
    app,
    {
      url: INSPECTION_API.add,
      access: INSPECTION_PERMS.add,
      audit: audit('addInspection'),
      tags,
      summary: 'Record an inspection of a machine (waiting for review)',
      body: inspectionAddSchema,
    },
    (body, auth) => addInspection(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: INSPECTION_API.resubmit,
      access: INSPECTION_PERMS.add,
      audit: audit('resubmitInspection'),
      tags,
      summary: 'Redo a rejected inspection (waiting for review again)',
      body: inspectionResubmitSchema,
    },
    (body, auth) => resubmitInspection(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: INSPECTION_API.review,
      access: INSPECTION_PERMS.review,
      audit: audit('reviewInspection'),
      tags,
      summary: 'Adopt an inspection waiting for review, or reject it with a reason',
      body: inspectionReviewSchema,
    },
    (body, auth) => reviewInspection(db, body, auth),
  );
}
