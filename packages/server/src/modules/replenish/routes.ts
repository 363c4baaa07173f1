import {
  INVENTORY_PERMS,
  REPLENISH_API,
  REPLENISH_PERMS,
  inventoryEditSchema,
  inventoryQuerySchema,
  inventoryStockQuerySchema,
  replenishPlanCreateSchema,
  replenishPlanIdSchema,
  replenishPlanQuerySchema,
  replenishRecordSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import {
  cancelPlan,
  createPlan,
  deletePlan,
  editInventory,
  listInventory,
  listPlaces,
  listPlans,
  planDetail,
  recordReplenish,
  stockOfMachines,
} from './service.js';

const tags = ['replenish'];
const audit = auditOf('deviceReplenish');

/** Devices → replenish record (plans and records) and Devices → inventory change record. */
export async function replenishRoutes(app: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: REPLENISH_API.plans,
      access: REPLENISH_PERMS.list,
      tags,
      summary: 'Replenish plans in the caller’s data scope, paged, filtered and sorted',
      querystring: replenishPlanQuerySchema,
    },
    (query, auth) => listPlans(db, query, auth),
  );
  readRoute(
    app,
    {
      url: REPLENISH_API.plan,
      access: REPLENISH_PERMS.list,
      tags,
      summary: 'One plan: what to bring per machine and container, and in total per material',
      querystring: replenishPlanIdSchema,
    },
    (query, auth, { lang }) => planDetail(db, query.id, auth, lang),
  );
  readRoute(
    app,
    {
      url: REPLENISH_API.places,
      access: REPLENISH_PERMS.list,
      tags,
      summary: 'The routes and points of the caller’s machines, with how many need material',
    },
    (_input, auth) => listPlaces(db, auth),
  );
  commandRoute(
    app,
    {
      url: REPLENISH_API.create,
      access: REPLENISH_PERMS.plan,
      audit: audit('createReplenishPlan'),
      tags,
      summary: 'Make a plan for a route or point from its machines’ container levels',
      body: replenishPlanCreateSchema,
    },
    (body, auth) => createPlan(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: REPLENISH_API.cancel,
      access: REPLENISH_PERMS.cancel,
      audit: audit('cancelReplenishPlan'),
      tags,
      summary: 'Cancel a pending plan',
      body: replenishPlanIdSchema,
    },
    (body, auth) => cancelPlan(db, body.id, auth),
  );
  commandRoute(
    app,
    {
      url: REPLENISH_API.remove,
      access: REPLENISH_PERMS.remove,
      audit: audit('deleteReplenishPlan'),
      tags,
      summary: 'Delete a cancelled or completed plan',
      body: replenishPlanIdSchema,
    },
    (body, auth) => deletePlan(db, body.id, auth),
  );
  commandRoute(
    app,
    {
      url: REPLENISH_API.record,
      access: REPLENISH_PERMS.record,
      audit: audit('recordReplenish'),
      // Its own transaction, committed before the machine is told its new levels.
      transaction: false,
      tags,
      summary: 'Record what was put into a machine’s containers: their levels rise, the machine is told',
      body: replenishRecordSchema,
    },
    (body, auth) => recordReplenish(db, deviceLink, body, auth),
  );
  listRoute(
    app,
    {
      url: REPLENISH_API.inventory,
      access: INVENTORY_PERMS.list,
      tags,
      summary: 'Inventory change records in the caller’s data scope, paged, filtered and sorted',
      querystring: inventoryQuerySchema,
    },
    (query, auth, { lang }) => listInventory(db, query, auth, lang),
  );
  readRoute(
    app,
    {
      url: REPLENISH_API.inventoryStock,
      access: INVENTORY_PERMS.edit,
      tags,
      summary: 'Machines the caller may correct the stock of, by code or name, with their containers now',
      querystring: inventoryStockQuerySchema,
    },
    (query, auth, { lang }) => stockOfMachines(db, query, auth, lang),
  );
  commandRoute(
    app,
    {
      url: REPLENISH_API.inventoryEdit,
      access: INVENTORY_PERMS.edit,
      audit: audit('editInventory'),
      // Its own transaction, committed before the machine is told its new level.
      transaction: false,
      tags,
      summary: 'Set a container’s stock as counted at the machine (never negative, at most its capacity); the machine is told',
      body: inventoryEditSchema,
    },
    (body, auth) => editInventory(db, deviceLink, body, auth),
  );
}
