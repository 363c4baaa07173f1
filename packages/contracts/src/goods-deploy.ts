import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, dbIds } from './input.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/**
 * Deployment of each machine's goods: versioned packages sent over the device protocol
 * (down/goods, acknowledged by up/goods-ack), staged rollouts and rollbacks, and which machines
 * run which version.
 */
export const GOODS_DEPLOY_API = {
  /** Per machine: target vs running version, goods changed since, behind/failed/offline (paged, filtered). */
  status: '/api/GoodsDeploy/status',
  /** Rollouts with their progress (paged). */
  rollouts: '/api/GoodsDeploy/rollouts',
  /** One machine's versions and the changes of its goods not deployed yet (`?deviceId=`). */
  device: '/api/GoodsDeploy/device',
  /** Deploys the current goods of the chosen machines (one new package each). */
  deploy: '/api/GoodsDeploy/deploy',
  /** Starts a staged rollout: the first stage now, the rest on "continue". */
  rolloutCreate: '/api/GoodsDeploy/rollout/create',
  /** Deploys a rollout to the machines not reached yet. */
  rolloutContinue: '/api/GoodsDeploy/rollout/continue',
  /** Back to the previous version, per machine or for a whole rollout. */
  rollback: '/api/GoodsDeploy/rollback',
  /** The products the caller's machines sell (the product filter and rollout target). */
  products: '/api/GoodsDeploy/products',
  /** The templates the caller's machines last got their goods from (the template filter and rollout target). */
  templates: '/api/GoodsDeploy/templates',
} as const;

export const GOODS_DEPLOY_PERMS = screenPermissions('goods:deploy', ['list', 'deploy', 'rollback']);

export const GOODS_DEPLOY_LIMITS = {
  /** Machines in one deployment or rollout. */
  devices: 1000,
  rolloutName: 50,
} as const;

/**
 * current: runs its target, and its goods are unchanged since the target was made; changed: its
 * goods (or a product they hold) changed since its target was made, a deployment is pending;
 * behind: target > running; failed: the machine refused the target; offline: behind and not
 * connected; none: nothing deployed yet.
 */
export const DEPLOY_STATES = ['current', 'changed', 'behind', 'failed', 'offline', 'none'] as const;
export type DeployState = (typeof DEPLOY_STATES)[number];

export const ROLLOUT_STATUSES = ['staged', 'complete', 'rolled_back'] as const;
export type RolloutStatus = (typeof ROLLOUT_STATUSES)[number];

addFieldLabels(messageGroup('goodsDeploy.field.'));

addRuleMessages(messageGroup('goodsDeploy.rule.'));

const ids = () => dbIds(GOODS_DEPLOY_LIMITS.devices);

/** POST deploy: the chosen machines' current goods become a new package each. */
export const deploySchema = z.object({ deviceIds: ids() });
export type DeployInput = z.infer<typeof deploySchema>;

/**
 * POST rollout/create: the machines selling `productId`, the machines whose goods last came from
 * `templateId`, or the chosen `deviceIds` (the first one given wins, in that order); the first
 * stage is `firstDeviceIds` (among them) or the first `firstCount` machines by code.
 */
export const rolloutCreateSchema = z
  .object({
    rolloutName: z.string().trim().min(1).max(GOODS_DEPLOY_LIMITS.rolloutName),
    productId: z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId().optional()),
    templateId: z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId().optional()),
    deviceIds: ids().optional(),
    firstCount: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(1000).optional()),
    firstDeviceIds: ids().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.productId === undefined && r.templateId === undefined && !r.deviceIds)
      ctx.addIssue({ code: 'custom', message: 'rolloutTargetRequired', path: ['deviceIds'] });
    if (r.firstCount === undefined && !r.firstDeviceIds)
      ctx.addIssue({ code: 'custom', message: 'rolloutFirstStageRequired', path: ['firstCount'] });
  });
export type RolloutCreateInput = z.input<typeof rolloutCreateSchema>;

export const rolloutIdSchema = z.object({ id: dbId() });

/** POST rollback: these machines, or every machine a rollout reached. */
export const rollbackSchema = z
  .object({ deviceIds: ids().optional(), rolloutId: z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId().optional()) })
  .refine((r) => r.deviceIds !== undefined || r.rolloutId !== undefined, { message: 'rollbackTargetRequired', path: ['deviceIds'] });
export type RollbackInput = z.input<typeof rollbackSchema>;

const optionalId = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId().optional());

/** GET status. */
export const deployStatusListSchema = listParamsSchema.extend({
  /** Device code or name. */
  keyword: z.string().trim().max(100).optional(),
  /** Only machines that sell this product. */
  productId: optionalId(),
  /** Only machines whose goods last came from this template. */
  templateId: optionalId(),
  rolloutId: optionalId(),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DEPLOY_STATES).optional()),
});
export type DeployStatusQuery = z.infer<typeof deployStatusListSchema>;

export const rolloutListSchema = listParamsSchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ROLLOUT_STATUSES).optional()),
});

export const deployDeviceQuerySchema = z.object({ deviceId: dbId() });

/** Where one machine's deployment stands: the package it should run and what it runs. */
export interface DeployProgress {
  deviceId: number;
  online: boolean;
  /** The last package made for it (0: none yet). */
  targetVersion: number;
  /** What the machine last reported (null: never reported). */
  runningVersion: number | null;
  state: DeployState;
  /** The machine's refusal of its target, if it refused. */
  lastError: string | null;
  /** When it last acknowledged a package. */
  ackedAt: string | null;
}

/** A row of the status list: one machine. */
export interface DeployStatusRow extends DeployProgress {
  deviceCode: string;
  deviceName: string | null;
  /** When its target package was made. */
  deployedAt: string | null;
  /** Which stage of the filtered rollout it is in (1 first, 2 rest), null without a rollout filter. */
  stage: number | null;
}

export interface RolloutRow {
  id: number;
  name: string;
  productId: number | null;
  productName: string | null;
  templateId: number | null;
  /** The template's name (as it was when its machines last got it, if it is gone since). */
  templateName: string | null;
  status: RolloutStatus;
  devices: number;
  firstStage: number;
  /** Machines that have got their package of this rollout. */
  deployed: number;
  /** Machines reporting the version this rollout made for them (or later). */
  running: number;
  failed: number;
  createdBy: string | null;
  createTime: string;
}

/** GET device: one machine's deployment. */
export interface DeviceDeployState extends DeployProgress {
  /** Slots whose content (product, names, price, status, recipe, stock) differs from the target package (added, removed or changed). */
  changes: number;
  /** A previous version exists to roll back to. */
  canRollback: boolean;
}

/** A product some of the caller's machines sell. */
export interface DeployProductOption {
  id: number;
  productCode: string;
  /** The name in the caller's language (falls back to the product name). */
  productName: string;
  /** Machines in the caller's scope selling it. */
  devices: number;
}

/** A template some of the caller's machines last got their goods from. */
export interface DeployTemplateOption {
  id: number;
  templateName: string;
  /** Machines in the caller's scope whose goods last came from it. */
  devices: number;
}

export interface DeployResult {
  /** Machines that got a new package. */
  packages: number;
  /** Of them, sent now (the others get it when they connect). */
  sent: number;
}

export type DeployStatusFilters = ListFilters<DeployStatusQuery>;
export const GOODS_DEPLOY_ENDPOINTS = {
  status: listEndpoint<DeployStatusFilters, DeployStatusRow>(GOODS_DEPLOY_API.status),
  rollouts: listEndpoint<ListFilters<z.infer<typeof rolloutListSchema>>, RolloutRow>(GOODS_DEPLOY_API.rollouts),
} as const;
