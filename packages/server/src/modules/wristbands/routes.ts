import {
  WRISTBAND_API,
  WRISTBAND_PERMS,
  wristbandImportQuerySchema,
  wristbandQuerySchema,
  wristbandRecordQuerySchema,
  wristbandStatusSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { goodRowsImportRoute, templateRoute } from '../../platform/routes/import.js';
import { listRoute } from '../../platform/routes/read.js';
import { setWristbandEnabled } from './commands.js';
import { WRISTBAND_IMPORT_TEMPLATE, importWristbands } from './import.js';
import { listWristbandRecords, listWristbands } from './service.js';

const tags = ['wristbands'];
const audit = auditOf('wristband');

/** Cards → bracelet information: the bands, their activation and use records, imports and voiding. */
export async function wristbandRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: WRISTBAND_API.list,
      access: WRISTBAND_PERMS.list,
      tags,
      summary: 'Wristbands in the caller’s data scope, paged and filtered by number, status and tier',
      querystring: wristbandQuerySchema,
    },
    (query, auth) => listWristbands(db, query, auth),
  );
  listRoute(
    app,
    {
      url: WRISTBAND_API.records,
      access: WRISTBAND_PERMS.record,
      tags,
      summary: 'Activations, uses, expiries and changes of the wristbands in the caller’s data scope, newest first',
      querystring: wristbandRecordQuerySchema,
    },
    (query, auth) => listWristbandRecords(db, query, auth),
  );
  commandRoute(
    app,
    {
      url: WRISTBAND_API.status,
      access: WRISTBAND_PERMS.status,
      audit: audit('changeWristbandStatus'),
      tags,
      summary: 'Enable a wristband or disable (void) it',
      body: wristbandStatusSchema,
    },
    (body, auth) => setWristbandEnabled(db, body, auth),
  );
  templateRoute(
    app,
    { url: WRISTBAND_API.template, access: WRISTBAND_PERMS.import, tags, summary: 'The wristband import template (xlsx headers)' },
    WRISTBAND_IMPORT_TEMPLATE,
  );
  goodRowsImportRoute(
    app,
    {
      url: WRISTBAND_API.import,
      access: WRISTBAND_PERMS.import,
      audit: audit('importWristbands'),
      tags,
      summary: 'Import wristbands of one customer from xlsx (at most 10 000 rows; all or nothing unless goodRows=true)',
      querystring: wristbandImportQuerySchema,
    },
    (query, auth, { lang, request }) => importWristbands(db, request, query, auth, lang),
  );
}
