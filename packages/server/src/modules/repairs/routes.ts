import { REPAIR_API, REPAIR_PERMS, repairProcessSchema, repairQuerySchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute } from '../../platform/routes/read.js';
import { listRepairs, processRepair } from './service.js';

const tags = ['repairs'];
const audit = auditOf('deviceRepair');

/** Devices → repair record: the list and processing a pending record. */
export async function repairRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: REPAIR_API.list,
      access: REPAIR_PERMS.list,
      tags,
      summary: 'Repair records in the caller’s data scope, paged, filtered and sorted',
      querystring: repairQuerySchema,
    },
    (query, auth) => listRepairs(db, query, auth),
  );
  commandRoute(
    app,
    {
      url: REPAIR_API.process,
      access: REPAIR_PERMS.process,
      audit: audit('processRepair'),
      tags,
      summary: 'Process a pending repair record: processed or unresolved, with a remark',
      body: repairProcessSchema,
    },
    (body, auth) => processRepair(db, body, auth),
  );
}
