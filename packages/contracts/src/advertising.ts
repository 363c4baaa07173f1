import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { INT4_MAX, dbId, dbIds, isFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';
import { UPLOAD_USES } from './uploads.js';
import { addRuleMessages } from './validation.js';

/**
 * Advertising: a customer's ad materials (images and mp4 videos, uploaded through the upload
 * platform and checked there by content and size) and their releases to machines: which material,
 * on which machines (chosen, or every machine at chosen points), between which days and hours, in
 * which order. Each machine of a release is pending until it acknowledges, then delivered or
 * failed with its reason; a withdrawn release is taken off the machines.
 */
export const ADVERTISEMENT_API = {
  /** GET: materials, paged, filtered (name, kind, customer). */
  list: '/api/Advertisement/list',
  /** GET `?id=`: one material. */
  detail: '/api/Advertisement/detail',
  /** POST: adds (no `id`) or changes a material. */
  save: '/api/Advertisement/save',
  /** POST `{ id }`: deletes a material no active release uses. */
  delete: '/api/Advertisement/delete',
} as const;

export const AD_LIST_API = {
  /** GET: releases, paged, filtered (name, material, status, time), with their machines counted by state. */
  list: '/api/AdList/list',
  /** GET `?id=`: one release with its counts. */
  detail: '/api/AdList/detail',
  /** GET `?id=&state=`: one release's machines, paged. */
  machines: '/api/AdList/machines',
  /**
   * POST: a new release (no `id`), or a change of an active one (`id`: its name, days, hours,
   * order, machines or points; never its material); the machines it affects are sent their new
   * playlist at once.
   */
  save: '/api/AdList/save',
  /** POST `{ id }`: the failed machines are sent their playlist again. */
  retry: '/api/AdList/retry',
  /** POST `{ id }`: the release is taken off its machines. */
  withdraw: '/api/AdList/withdraw',
} as const;

/** `ad:material:list|add|edit|remove`. */
export const AD_MATERIAL_PERMS = screenPermissions('ad:material', ['list', 'add', 'edit', 'remove']);
/** `ad:release:list|add|edit|retry|withdraw`. */
export const AD_RELEASE_PERMS = screenPermissions('ad:release', ['list', 'add', 'edit', 'retry', 'withdraw']);

/** Advertising → materials, releases (joins `SCREENS`). */
export const AD_SCREENS = {
  adMaterial: 'advertising/material/index',
  adRelease: 'advertising/release/index',
} as const;

/** The operation-log actions of this area. */
export const AD_AUDIT_ACTIONS = {
  saveAdMaterial: 'update',
  deleteAdMaterial: 'delete',
  createAdRelease: 'insert',
  retryAdRelease: 'update',
  withdrawAdRelease: 'update',
} as const;

/** What a material is: a still image (shown for its seconds) or an mp4 video. */
export const AD_KINDS = ['image', 'video'] as const;
export type AdKind = (typeof AD_KINDS)[number];

/** The upload use (dataEntity/dataField) of each kind: images up to 10 MB, mp4 up to 100 MB. */
export const AD_UPLOAD_USES = { image: UPLOAD_USES.adImage, video: UPLOAD_USES.adVideo } as const;

export const AD_LIMITS = {
  name: 50,
  remark: 200,
  url: 500,
  /** Seconds an image stays on screen. */
  secondsMin: 1,
  secondsMax: 600,
  defaultSeconds: 10,
  /** Machines or points named in one release. */
  targets: 1000,
  sortMax: 9999,
  defaultSort: 100,
} as const;

/**
 * A release as a whole: active (on its machines, or going there), ended (its last day is past;
 * the machines stop showing it by themselves), withdrawn (taken off its machines on demand).
 */
export const AD_RELEASE_STATUSES = ['active', 'ended', 'withdrawn'] as const;
export type AdReleaseStatus = (typeof AD_RELEASE_STATUSES)[number];

/**
 * One machine of a release: pending (not acknowledged yet: offline, or still downloading),
 * delivered (the machine has it and shows it in its hours), failed (with the machine's reason),
 * withdrawing (withdrawn, the machine not told yet: it is when it comes back), withdrawn.
 */
export const AD_MACHINE_STATES = ['pending', 'delivered', 'failed', 'withdrawing', 'withdrawn'] as const;
export type AdMachineState = (typeof AD_MACHINE_STATES)[number];

// Generic names (name, url, sort…) keep the label another form registered first.
addMissingFieldLabels(messageGroup('ad.field.'));
addRuleMessages(messageGroup('ad.rule.'));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
type Raw = Record<string, unknown>;
const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** A day `YYYY-MM-DD` that exists. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'adDay' })
  .refine((s) => isFilterTime(s), { message: 'adDay' });
/** A time of day `HH:mm`; `24:00` is the end of the day. */
export const AD_HOUR_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const hour = z.string().trim().regex(AD_HOUR_PATTERN, { message: 'adHour' });

/* ---------------- materials ---------------- */

/** POST save: `id` absent adds. The file is an upload of the kind's use (its `url`). */
export const adMaterialSaveSchema = z.object({
  id: optional(dbId()),
  /** The customer it belongs to; a customer's own staff may leave it out (their customer). */
  orgId: optional(dbId()),
  name: z.string().trim().min(1).max(AD_LIMITS.name),
  kind: z.enum(AD_KINDS),
  url: z.string().trim().min(1).max(AD_LIMITS.url),
  /** Seconds on screen (images; a video plays to its end). */
  seconds: optional(z.coerce.number().int().min(AD_LIMITS.secondsMin).max(AD_LIMITS.secondsMax)),
  remark: optional(z.string().trim().max(AD_LIMITS.remark)),
});
export type AdMaterialSaveInput = z.input<typeof adMaterialSaveSchema>;

export const adIdSchema = z.object({ id: dbId() });

export const adMaterialListSchema = listParamsSchema.extend({
  /** Part of the name. */
  name: z.string().trim().max(AD_LIMITS.name).optional(),
  kind: optional(z.enum(AD_KINDS)),
  orgId: optional(dbId()),
});
export type AdMaterialListQuery = z.output<typeof adMaterialListSchema>;

export interface AdMaterialRow {
  id: number;
  orgId: number;
  customerName: string | null;
  name: string;
  kind: AdKind;
  url: string;
  /** Bytes of the file. */
  size: number;
  seconds: number;
  remark: string | null;
  /** Releases of it still active. */
  activeReleases: number;
  createdBy: string | null;
  createTime: string;
  updateTime: string;
}

/* ---------------- releases ---------------- */

/**
 * POST save: the material, the machines (`deviceIds`, or every machine at `siteIds`, now and
 * whenever one is placed there later), the days (`beginDate`–`endDate`, business time zone) and
 * hours (`hourFrom`–`hourTo`) it shows in, and its place in the machines' playlists (`sort`,
 * smaller first). With `id` it changes that active release (its `materialId` must stay).
 */
export const adReleaseSaveSchema = z
  .object({
    id: optional(dbId()),
    name: z.string().trim().min(1).max(AD_LIMITS.name),
    materialId: dbId(),
    deviceIds: dbIds(AD_LIMITS.targets).optional(),
    siteIds: dbIds(AD_LIMITS.targets).optional(),
    beginDate: day,
    endDate: day,
    hourFrom: hour.default('00:00'),
    hourTo: hour.default('24:00'),
    sort: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(0).max(INT4_MAX).max(AD_LIMITS.sortMax).default(AD_LIMITS.defaultSort),
    ),
  })
  .refine((r: Raw) => given(r['deviceIds']) || given(r['siteIds']), { ...always, path: ['deviceIds'], message: 'adTargetRequired' })
  .refine((r: Raw) => typeof r['beginDate'] !== 'string' || typeof r['endDate'] !== 'string' || r['beginDate'] <= r['endDate'], {
    ...always,
    path: ['endDate'],
    message: 'adEndBeforeBegin',
  })
  .refine(
    (r: Raw) => typeof r['hourFrom'] !== 'string' || typeof r['hourTo'] !== 'string' || r['hourFrom'] === '' || r['hourFrom'] < r['hourTo'],
    { ...always, path: ['hourTo'], message: 'adHourOrder' },
  );
export type AdReleaseSaveInput = z.input<typeof adReleaseSaveSchema>;

export const adReleaseListSchema = listParamsSchema.extend({
  name: z.string().trim().max(AD_LIMITS.name).optional(),
  materialId: optional(dbId()),
  status: optional(z.enum(AD_RELEASE_STATUSES)),
  kind: optional(z.enum(AD_KINDS)),
});
export type AdReleaseListQuery = z.output<typeof adReleaseListSchema>;

export const adMachineListSchema = listParamsSchema.extend({
  id: dbId(),
  state: optional(z.enum(AD_MACHINE_STATES)),
});
export type AdMachineListQuery = z.output<typeof adMachineListSchema>;

/** How many machines of a release are in each state. */
export type AdMachineCounts = Record<AdMachineState, number> & { total: number };

export interface AdReleaseRow {
  id: number;
  orgId: number;
  customerName: string | null;
  name: string;
  materialId: number;
  materialName: string;
  kind: AdKind;
  url: string;
  beginDate: string;
  endDate: string;
  hourFrom: string;
  hourTo: string;
  sort: number;
  /** The points it follows (every machine placed there), or null for chosen machines. */
  siteIds: number[] | null;
  siteNames: string[] | null;
  status: AdReleaseStatus;
  counts: AdMachineCounts;
  createdBy: string | null;
  createTime: string;
  withdrawnAt: string | null;
}

export interface AdMachineRow {
  deviceId: number;
  deviceCode: string;
  deviceName: string | null;
  /** The point the machine stands at now. */
  siteId: number | null;
  siteName: string | null;
  online: boolean;
  state: AdMachineState;
  /** The machine's reason of a failure. */
  reason: string | null;
  /** Times it was sent its playlist with this release. */
  attempts: number;
  sentAt: string | null;
  ackedAt: string | null;
  /** Times the machine reported showing it, and when it last did. */
  plays: number;
  lastShownAt: string | null;
  /** The machine said it shows this release right now (in its last report). */
  showing: boolean;
}

/** What save, retry and withdraw answer. */
export interface AdReleaseActionResult {
  id: number;
  /** Machines whose state this changed (an edit: added, removed, or sent their changed schedule). */
  machines: number;
  /** Of them, told now (the others when they connect). */
  sent: number;
}

export const AD_ENDPOINTS = {
  materials: listEndpoint<ListFilters<AdMaterialListQuery>, AdMaterialRow>(ADVERTISEMENT_API.list),
  releases: listEndpoint<ListFilters<AdReleaseListQuery>, AdReleaseRow>(AD_LIST_API.list),
  machines: listEndpoint<ListFilters<AdMachineListQuery>, AdMachineRow>(AD_LIST_API.machines),
} as const;
