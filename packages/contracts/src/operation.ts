import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import type { ReportTotals } from './report.js';
import { addFieldLabels } from './validation.js';

/**
 * Operation management: a customer's operating overview, one row per point, route or partition
 * (the points on the route or in the partition): its machines and their state, open repairs,
 * machines due for replenishment and who runs the route, and today's and this month's sales per
 * currency from the reports' roll-ups.
 */
export const OPERATION_PERMS = screenPermissions('operation:overview', ['list']);

export const OPERATION_API = {
  /** GET: one row per point, route or partition of the caller's data scope, paged, filtered and sorted. */
  overview: '/api/Operation/overview',
  /** GET: the figures of every row of the same filters added together (the rows' totals). */
  totals: '/api/Operation/totals',
} as const;

/** What a row stands for: a point, a route (its points) or a partition (its points). */
export const OPERATION_GROUPS = ['site', 'route', 'zone'] as const;
export type OperationGroup = (typeof OPERATION_GROUPS)[number];

/** Sort fields of the overview (the server's whitelist). */
export const OPERATION_SORT_FIELDS = [
  'name',
  'devices',
  'online',
  'offline',
  'fault',
  'lowMaterial',
  'openAlarms',
  'openRepairs',
  'todayOrders',
  'todayCups',
  'monthOrders',
  'monthCups',
] as const;

const operationFilterShape = {
  groupBy: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(OPERATION_GROUPS).default('site')),
  /** Customer: the organisation and those below it. */
  orgId: dbId().optional(),
  siteId: dbId().optional(),
  routeId: dbId().optional(),
  zoneId: dbId().optional(),
};
export const operationFilterSchema = z.object(operationFilterShape);
export const operationQuerySchema = listParamsSchema.extend(operationFilterShape);
export type OperationFilter = z.output<typeof operationFilterSchema>;
export type OperationQuery = z.output<typeof operationQuerySchema>;

addFieldLabels(messageGroup('operation.field.'));

/** The machines of a row (or of all rows) and their state now. */
export interface OperationMachines {
  devices: number;
  online: number;
  offline: number;
  /** Machines with an open fault alarm. */
  fault: number;
  /** Machines with an open warning alarm. */
  warning: number;
  /** Machines with a material below its warning value: due for replenishment. */
  lowMaterial: number;
  /** Open fault and warning alarms of the machines. */
  openAlarms: number;
  /** Repair records still pending (not processed yet). */
  openRepairs: number;
}

/** One point, route or partition; `groupId` 0 is the machines at no point (or on no route, in no partition). */
export interface OperationRow extends OperationMachines {
  /** What the row stands for (the filter's `groupBy`). */
  group: OperationGroup;
  groupId: number;
  /** Its name; null for the row of groupId 0. */
  name: string | null;
  orgId: number | null;
  orgName: string | null;
  /** Points in the row (1 for a point). */
  sites: number;
  /** A point's or route's partition. */
  zoneId: number | null;
  zoneName: string | null;
  /** A point's route. */
  routeId: number | null;
  routeName: string | null;
  /** Who runs the route (a point's: its route's maintenance person). */
  maintainerName: string | null;
  today: ReportTotals;
  month: ReportTotals;
}

/** The figures of every row of the filters added together: the same sums the rows show. */
export interface OperationTotals extends OperationMachines {
  rows: number;
  /** Today (business clock) and the first day of its month. */
  day: string;
  monthStart: string;
  today: ReportTotals;
  month: ReportTotals;
}

export type OperationListFilter = ListFilters<z.input<typeof operationQuerySchema>>;
export const OPERATION_ENDPOINTS = { overview: listEndpoint<OperationListFilter, OperationRow>(OPERATION_API.overview) } as const;

/** Other → operation management. */
export const OPERATION_SCREENS = { operationOverview: 'operation/overview/index' } as const;
