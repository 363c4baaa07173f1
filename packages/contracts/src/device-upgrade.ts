import { z } from 'zod';
import { UPGRADE_TARGETS, type UpgradeTarget } from './device-protocol.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, dbIds, isFilterTime } from './input.js';
import { JOB_HANDLER_NAMES } from './job.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/**
 * Remote upgrades of the machines' software (app, mainboard, DTU module): a package by address or
 * uploaded file, sent to chosen machines or every machine of a model, in two stages, with a state
 * per machine. The targets (`UPGRADE_TARGETS`) and the messages are the device protocol's.
 */
export const DEVICE_UPGRADE_API = {
  /** GET: upgrades, paged, filtered (target, state, version, time). */
  list: '/api/DeviceUpgrade/list',
  /** GET `?id=`: one upgrade with its counts. */
  detail: '/api/DeviceUpgrade/detail',
  /** GET `?id=&state=`: one upgrade's machines, paged. */
  machines: '/api/DeviceUpgrade/machines',
  /** POST: a new upgrade; its first stage starts at once. */
  create: '/api/DeviceUpgrade/create',
  /** POST `{ id }`: the second stage (the rest of the machines). */
  continue: '/api/DeviceUpgrade/continue',
  /** POST `{ id, deviceIds? }`: failed machines (or these of them) try again. */
  retry: '/api/DeviceUpgrade/retry',
  /** POST `{ id, deviceIds? }`: pending and running machines (or these of them) stop; they are told. */
  cancel: '/api/DeviceUpgrade/cancel',
  /** POST multipart `file`: a package, checked by content and size; answers its id, size and SHA-256. */
  upload: '/api/DeviceUpgrade/package',
  /** GET `/<key>`: an uploaded package, for the machines to download (the key is unguessable). */
  download: '/api/DeviceUpgrade/download',
} as const;

/** `device:upgrade:list`, `…:add` (create, upload), `…:continue`, `…:retry`, `…:cancel`. */
export const DEVICE_UPGRADE_PERMS = screenPermissions('device:upgrade', ['list', 'add', 'continue', 'retry', 'cancel']);

export const DEVICE_UPGRADE_LIMITS = {
  version: 50,
  url: 1000,
  /** Machines named in one request. */
  devices: 1000,
  /** Bytes of an uploaded package (200 MB). */
  packageBytes: 200 * 1024 * 1024,
} as const;

/**
 * The built-in job (every minute) that fails the upgrade on a running machine silent for longer
 * than the server allows (`UPGRADE_REPORT_MINUTES`): no progress, result or hello since it was last
 * sent the upgrade or reported.
 */
export const UPGRADE_JOB_HANDLER = JOB_HANDLER_NAMES.failSilentUpgrades;
export const failSilentUpgradesArgsSchema = z.object({}).strict();

/** Devices → device upgrade (joins `SCREENS`). */
export const DEVICE_UPGRADE_SCREENS = { deviceUpgrade: 'deviceManage/upgrade/index' } as const;
/**
 * Where the menu places the upgrade screen; `?devices=<id>,<id>` opens a new upgrade of those
 * machines (the device list's "Remote upgrade").
 */
export const DEVICE_UPGRADE_ROUTE = '/deviceManage/upgrade';

/** The operation-log actions of this area. */
export const DEVICE_UPGRADE_AUDIT_ACTIONS = {
  createUpgrade: 'insert',
  continueUpgrade: 'update',
  retryUpgrade: 'update',
  cancelUpgrade: 'update',
  uploadUpgradePackage: 'insert',
} as const;

/**
 * An upgrade as a whole: staged (the first stage started, the rest waits for "continue"), running
 * (every stage started, machines still at it), finished (every machine succeeded, failed or was
 * cancelled), cancelled.
 */
export const UPGRADE_STATUSES = ['staged', 'running', 'finished', 'cancelled'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

/**
 * One machine of an upgrade: pending (not sent yet: offline, or its stage not started), running
 * (sent; the machine reports its percent), success, failed (with the machine's reason, or no report
 * in time), cancelled.
 */
export const UPGRADE_MACHINE_STATES = ['pending', 'running', 'success', 'failed', 'cancelled'] as const;
export type UpgradeMachineState = (typeof UPGRADE_MACHINE_STATES)[number];
/** The states in which a machine still takes part: at most one such upgrade per machine and target. */
export const ACTIVE_UPGRADE_STATES = ['pending', 'running'] as const satisfies readonly UpgradeMachineState[];

addFieldLabels(messageGroup('deviceUpgrade.field.'));
addRuleMessages(messageGroup('deviceUpgrade.rule.'));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const ids = () => dbIds(DEVICE_UPGRADE_LIMITS.devices);
/** Checked whatever else is wrong, so the form gets every field error at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
type Raw = Record<string, unknown>;
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** An http(s) address of at most `max` characters. */
const httpUrl = z
  .string()
  .trim()
  .max(DEVICE_UPGRADE_LIMITS.url)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { message: 'upgradeUrl' },
  );

/**
 * POST create. The package: `packageUrl` with its `sha256` and `size`, or an uploaded `packageId`;
 * the address wins when both are given. The machines: `deviceIds`, else every machine of
 * `modelId`, in the caller's scope. The first stage: `firstDeviceIds` (among them) or the first
 * `firstCount` by device code; the rest waits for "continue".
 */
export const upgradeCreateSchema = z
  .object({
    target: z.enum(UPGRADE_TARGETS),
    version: z.string().trim().min(1).max(DEVICE_UPGRADE_LIMITS.version),
    packageUrl: optional(httpUrl),
    sha256: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[0-9a-f]{64}$/, { message: 'upgradeSha256' }),
    ),
    size: optional(z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
    packageId: optional(dbId()),
    deviceIds: ids().optional(),
    modelId: optional(dbId()),
    firstCount: optional(z.coerce.number().int().min(1).max(100_000)),
    firstDeviceIds: ids().optional(),
  })
  .refine((r: Raw) => given(r['packageUrl']) || given(r['packageId']), {
    ...always,
    path: ['packageUrl'],
    message: 'upgradePackageRequired',
  })
  .refine((r: Raw) => !given(r['packageUrl']) || given(r['sha256']), { ...always, path: ['sha256'], message: 'upgradeSha256Required' })
  .refine((r: Raw) => !given(r['packageUrl']) || given(r['size']), { ...always, path: ['size'], message: 'upgradeSizeRequired' })
  .refine((r: Raw) => given(r['deviceIds']) || given(r['modelId']), { ...always, path: ['deviceIds'], message: 'upgradeTargetRequired' })
  .refine((r: Raw) => given(r['firstCount']) || given(r['firstDeviceIds']), {
    ...always,
    path: ['firstCount'],
    message: 'upgradeFirstStageRequired',
  });
export type UpgradeCreateInput = z.input<typeof upgradeCreateSchema>;

export const upgradeIdSchema = z.object({ id: dbId() });
/** POST retry / cancel: the upgrade, and optionally only these of its machines. */
export const upgradeMachinesActionSchema = z.object({ id: dbId(), deviceIds: ids().optional() });

/** A moment of the business time zone: a day or a local time (`2026-03-01 08:00:00`). */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const time = z
  .string()
  .trim()
  .max(19)
  .refine((s) => s === '' || (LOCAL_TIME.test(s) && isFilterTime(s)), { message: 'inputNotATime' })
  .optional();

export const upgradeListSchema = listParamsSchema.extend({
  target: optional(z.enum(UPGRADE_TARGETS)),
  status: optional(z.enum(UPGRADE_STATUSES)),
  /** Part of the version. */
  version: z.string().trim().max(DEVICE_UPGRADE_LIMITS.version).optional(),
  /** Created from / until (business time zone; a bare end day counts whole). */
  beginTime: time,
  endTime: time,
});
export type UpgradeListQuery = z.output<typeof upgradeListSchema>;

export const upgradeMachineListSchema = listParamsSchema.extend({
  id: dbId(),
  state: optional(z.enum(UPGRADE_MACHINE_STATES)),
});
export type UpgradeMachineQuery = z.output<typeof upgradeMachineListSchema>;

/** How many machines of an upgrade are in each state. */
export type UpgradeCounts = Record<UpgradeMachineState, number> & { total: number };

export interface UpgradeRow {
  id: number;
  target: UpgradeTarget;
  version: string;
  /** Where the machines download it from. */
  packageUrl: string;
  /** The uploaded file's name, or null for a package given by address. */
  fileName: string | null;
  sha256: string;
  size: number;
  /** The model whose machines it targets, or null for chosen machines. */
  modelId: number | null;
  modelName: string | null;
  status: UpgradeStatus;
  /** 1: only the first stage started; 2: every machine. */
  stage: 1 | 2;
  counts: UpgradeCounts;
  createdBy: string | null;
  createTime: string;
}

export interface UpgradeMachineRow {
  deviceId: number;
  deviceCode: string;
  deviceName: string | null;
  online: boolean;
  stage: 1 | 2;
  state: UpgradeMachineState;
  percent: number;
  /**
   * Why it failed: the machine's own words, or, when it reported nothing in time, the back-office's
   * in the reader's language.
   */
  reason: string | null;
  attempts: number;
  /** The version of the target the machine last reported in its hello. */
  runningVersion: string | null;
  sentAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
}

/** What create, continue, retry and cancel answer. */
export interface UpgradeActionResult {
  id: number;
  /** Machines whose state this changed. */
  machines: number;
  /** Of them, told now (the others when they connect). */
  sent: number;
}

/** What the upload answers: the package to name in create (`packageId`). */
export interface UpgradePackage {
  id: number;
  name: string;
  size: number;
  sha256: string;
}

export type UpgradeListFilters = ListFilters<UpgradeListQuery>;
export const DEVICE_UPGRADE_ENDPOINTS = {
  list: listEndpoint<UpgradeListFilters, UpgradeRow>(DEVICE_UPGRADE_API.list),
  machines: listEndpoint<ListFilters<UpgradeMachineQuery>, UpgradeMachineRow>(DEVICE_UPGRADE_API.machines),
} as const;
