import {
  REPAIR_API,
  REPAIR_PERMS,
  repairAddSchema,
  repairAssigneesQuerySchema,
  repairDevicesQuerySchema,
  repairProcessSchema,
  repairQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { addRepair, listRepairs, processRepair, repairAssignees, repairDevices } from './service.js';

const tags = ['repairs'];
const audit = auditOf('deviceRepair');

/** Devices → repair record: the list, opening a record by hand, processing a pending record. */
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
  readRoute(
    app,
    {
      url: REPAIR_API.devices,
      access: REPAIR_PERMS.add,
      tags,
      summary: 'The machines the caller may open a repair record for',
      querystring: repairDevicesQuerySchema,
    },
    (query, auth) => repairDevices(db, query.keyword, auth),
  );
  readRoute(
    app,
    {
      url: REPAIR_API.assignees,
      access: REPAIR_PERMS.add,
      tags,
      summary: 'The maintenance staff a repair record of a machine may be assigned to',
      querystring: repairAssigneesQuerySchema,
    },
    (query, auth) => repairAssignees(db, query.deviceId, auth),
  );
  commandRoute(
    app,
    {
      url: REPAIR_API.add,
      access: REPAIR_PERMS.add,
      audit: audit('addRepair'),
      tags,
      summary: 'Open a pending repair record by hand for a machine, assigned to one of its maintenance staff',
      body: repairAddSchema,
    },
    (body, auth) => addRepair(db, body, auth),
  );
}
