import {
  STAFF_API,
  STAFF_PERMS,
  staffImportQuerySchema,
  staffQuerySchema,
  staffRecordQuerySchema,
  staffSaveSchema,
  staffStatusSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { goodRowsImportRoute, templateRoute } from '../../platform/routes/import.js';
import { listRoute } from '../../platform/routes/read.js';
import { saveStaffCard, setStaffCardStatus } from './commands.js';
import { STAFF_IMPORT_TEMPLATE, importStaffCards } from './import.js';
import { listStaffCards, listStaffRecords } from './service.js';

const tags = ['staff cards'];
const audit = auditOf('staffCard');

/** Cards → employee card swiping: the cards, their records, and what people change on them. */
export async function staffCardRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: STAFF_API.list,
      access: STAFF_PERMS.list,
      tags,
      summary: 'Staff cards in the caller’s data scope, paged and filtered, with this month’s quota left',
      querystring: staffQuerySchema,
    },
    (query, auth) => listStaffCards(db, query, auth),
  );
  listRoute(
    app,
    {
      url: STAFF_API.records,
      access: STAFF_PERMS.record,
      tags,
      summary: 'Swipes and changes of the staff cards in the caller’s data scope, newest first',
      querystring: staffRecordQuerySchema,
    },
    (query, auth) => listStaffRecords(db, query, auth),
  );
  commandRoute(
    app,
    {
      url: STAFF_API.save,
      access: { create: STAFF_PERMS.add, update: STAFF_PERMS.edit, idField: 'id' },
      audit: audit('saveStaffCard'),
      tags,
      summary: 'Add (no id) or edit a staff card',
      description: `Adding needs \`${STAFF_PERMS.add}\`, editing \`${STAFF_PERMS.edit}\` (checked once the body is valid).`,
      body: staffSaveSchema,
    },
    (body, auth) => saveStaffCard(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: STAFF_API.status,
      access: STAFF_PERMS.status,
      audit: audit('changeStaffCardStatus'),
      tags,
      summary: 'Enable or disable a staff card',
      body: staffStatusSchema,
    },
    (body, auth) => setStaffCardStatus(db, body, auth),
  );
  templateRoute(
    app,
    { url: STAFF_API.template, access: STAFF_PERMS.import, tags, summary: 'The staff card import template (xlsx headers)' },
    STAFF_IMPORT_TEMPLATE,
  );
  goodRowsImportRoute(
    app,
    {
      url: STAFF_API.import,
      access: STAFF_PERMS.import,
      audit: audit('importStaffCards'),
      tags,
      summary: 'Import staff cards of one customer from xlsx (at most 1 000 rows; all or nothing unless goodRows=true)',
      querystring: staffImportQuerySchema,
    },
    (query, auth, { lang, request }) => importStaffCards(db, request, query, auth, lang),
  );
}
