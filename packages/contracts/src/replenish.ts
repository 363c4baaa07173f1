import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { bigDbId, dbId, filterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addRuleMessages } from './validation.js';
import { screenPermissions } from './permissions.js';

/**
 * Replenishment in the field: a plan lists what to bring to the machines of one route or point
 * (per container, its capacity less its level when planned, for every container under its warning
 * value); a replenish record says what a person put into a machine's containers, which raises
 * their levels; every change of a machine's stock is an inventory change record.
 */
export const REPLENISH_LIMITS = {
  /** Containers of one record (a machine has at most 99). */
  items: 99,
  /** The largest quantity put into one container in one go, in the material's unit. */
  quantity: 1_000_000,
} as const;

/** A plan's states: pending until every machine of it is replenished, or cancelled by a person. */
export const REPLENISH_PLAN_STATES = ['pending', 'completed', 'cancelled'] as const;
export type ReplenishPlanState = (typeof REPLENISH_PLAN_STATES)[number];

/** Change types of the inventory change record (dictionary `change_type`): 1 import (a replenishment), 2 an edit. */
export const INVENTORY_CHANGE_TYPES = { import: 1, edit: 2 } as const;
/** The dictionary that names the change types. */
export const INVENTORY_CHANGE_TYPE_DICT = 'change_type';

export const REPLENISH_PERMS = screenPermissions('device:replenish', ['list', 'plan', 'cancel', 'remove', 'record']);
export const INVENTORY_PERMS = screenPermissions('device:inventory', ['list', 'edit']);

export const REPLENISH_API = {
  /** GET: plans in the caller's scope, paged, filtered and sorted. */
  plans: '/api/device/replenish/plan/list',
  /** GET ?id=: one plan with what to bring, per machine and container and in total per material. */
  plan: '/api/device/replenish/plan/detail',
  /** GET: the routes and points the caller may plan for, with their machines needing material. */
  places: '/api/device/replenish/places',
  /** POST { routeId } or { siteId }: a plan computed from the machines' container levels now. */
  create: '/api/device/replenish/plan/create',
  /** POST { id }: cancels a pending plan. */
  cancel: '/api/device/replenish/plan/cancel',
  /** POST { id }: deletes a cancelled or completed plan. */
  remove: '/api/device/replenish/plan/delete',
  /** POST { deviceId, planId?, items }: what was put into the machine's containers. */
  record: '/api/device/replenish/record',
  /** GET: inventory change records, paged, filtered and sorted. */
  inventory: '/api/device/inventory/list',
  /** POST { deviceId, containerNo, level }: a container's stock as counted (an edit). */
  inventoryEdit: '/api/device/inventory/edit',
  /** GET ?keyword=: machines the caller may correct (at most 20), each with its containers' stock now. */
  inventoryStock: '/api/device/inventory/stock',
} as const;

/** Devices → replenish record, Devices → inventory change record. */
export const REPLENISH_SCREENS = {
  deviceReplenish: 'deviceManage/replenish/index',
  deviceInventory: 'deviceManage/inventory/index',
} as const;

export const REPLENISH_AUDIT_ACTIONS = {
  createReplenishPlan: 'insert',
  cancelReplenishPlan: 'update',
  deleteReplenishPlan: 'delete',
  recordReplenish: 'insert',
  editInventory: 'update',
} as const;

export const replenishPlanQuerySchema = listParamsSchema.extend({
  state: z.enum(REPLENISH_PLAN_STATES).optional(),
  /** Only the plans assigned to the caller. */
  mine: z.enum(['1', '0']).optional(),
  routeId: dbId().optional(),
  siteId: dbId().optional(),
  /** When the plan was made, on the business clock. */
  beginTime: filterTime(),
  endTime: filterTime(),
});

/** A plan for the machines of one route, or of one point: exactly one of the two. */
export const replenishPlanCreateSchema = z
  .object({ routeId: dbId().optional(), siteId: dbId().optional() })
  .refine((v) => (v.routeId === undefined) !== (v.siteId === undefined), {
    message: 'replenishPlanPlace',
    path: ['routeId'],
  });
export type ReplenishPlanCreate = z.output<typeof replenishPlanCreateSchema>;

export const replenishPlanIdSchema = z.object({ id: bigDbId() });

/** What a person put into each container of a machine (in the material's unit, up to two decimals). */
export const replenishRecordSchema = z.object({
  deviceId: dbId(),
  /** The plan it fulfils, if any. */
  planId: bigDbId().optional(),
  items: z
    .array(
      z.object({
        containerNo: z.coerce.number().int().min(1).max(99),
        quantity: z.coerce
          .number()
          .positive()
          .max(REPLENISH_LIMITS.quantity)
          .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'replenishQuantityCents' }),
      }),
    )
    .min(1)
    .max(REPLENISH_LIMITS.items),
});
export type ReplenishRecordInput = z.output<typeof replenishRecordSchema>;

/** A container's stock as a person counted it at the machine (never negative, at most its capacity). */
export const inventoryEditSchema = z.object({
  deviceId: dbId(),
  containerNo: z.coerce.number().int().min(1).max(99),
  level: z.coerce
    .number()
    .min(0)
    .max(REPLENISH_LIMITS.quantity)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'replenishQuantityCents' }),
});
export type InventoryEditInput = z.output<typeof inventoryEditSchema>;

/** The machines a stock correction may pick from: by code or name. */
export const inventoryStockQuerySchema = z.object({ keyword: z.string().trim().max(64).optional() });

/** How many machines the stock correction's picker lists at once. */
export const INVENTORY_STOCK_MACHINES = 20;

/** A container of a machine as the stock correction shows it. */
export interface InventoryStockContainer {
  containerNo: number;
  materialCode: string;
  materialName: string;
  /** 1 g, 2 ml, 3 other. */
  unit: number;
  capacity: number;
  /** Null until the machine or a person reported it. */
  level: number | null;
  warnValue: number | null;
}

/** A machine the caller may correct, with its containers. */
export interface InventoryStockDevice {
  deviceId: number;
  deviceCode: string;
  deviceName: string | null;
  containers: InventoryStockContainer[];
}

export const inventoryQuerySchema = listParamsSchema.extend({
  deviceCode: z.string().trim().max(64).optional(),
  materialCode: z.string().trim().max(50).optional(),
  changeType: z.coerce.number().int().min(1).max(2).optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});

/** A place (route or point) the caller may plan for. */
export interface ReplenishPlace {
  kind: 'route' | 'site';
  id: number;
  name: string;
  /** Its machines the caller sees, and of those the ones with a container under its warning value. */
  machines: number;
  needing: number;
}

/** One container of a plan: what it held when planned and what to bring. */
export interface ReplenishPlanItem {
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  containerNo: number;
  materialCode: string;
  /** The material's name in the reader's language (its code when the customer has no such material). */
  materialName: string;
  /** 1 g, 2 ml, 3 other. */
  unit: number;
  capacity: number;
  level: number;
  quantity: number;
  /** When a replenish record of this machine after the plan was made filled it. */
  done: boolean;
}

export interface ReplenishPlanRow {
  id: number;
  orgId: number;
  customerName: string | null;
  routeId: number | null;
  siteId: number | null;
  placeName: string | null;
  state: ReplenishPlanState;
  assigneeId: number | null;
  assigneeName: string | null;
  machines: number;
  machinesDone: number;
  createdBy: string | null;
  createTime: string;
  finishTime: string | null;
}

export interface ReplenishPlanDetail extends ReplenishPlanRow {
  items: ReplenishPlanItem[];
  /** What to bring in all, per material. */
  totals: Array<{ materialCode: string; materialName: string; unit: number; quantity: number }>;
}

export interface InventoryChangeRow {
  id: number;
  deviceId: number;
  deviceCode: string | null;
  deviceName: string | null;
  containerNo: number;
  materialCode: string;
  materialName: string;
  unit: number;
  /** 1 import (a replenishment), 2 an edit. */
  changeType: number;
  before: number | null;
  after: number;
  recordId: number | null;
  changedBy: string | null;
  changeTime: string;
}

addMissingFieldLabels(messageGroup('replenish.field.'));
addRuleMessages(messageGroup('replenish.rule.'));

export type ReplenishPlanQuery = ListFilters<z.infer<typeof replenishPlanQuerySchema>>;
export type InventoryQuery = ListFilters<z.infer<typeof inventoryQuerySchema>>;
export const REPLENISH_ENDPOINTS = {
  plans: listEndpoint<ReplenishPlanQuery, ReplenishPlanRow>(REPLENISH_API.plans),
  inventory: listEndpoint<InventoryQuery, InventoryChangeRow>(REPLENISH_API.inventory),
} as const;
