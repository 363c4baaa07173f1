import { z } from 'zod';
import { HEX_COLOR_PATTERN } from './customer.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { LANGS, type Lang } from './i18n.js';
import { dbId, dbIds } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import { uploadUrlSchema } from './safe-url.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/**
 * Interface configuration: what a machine's own touch screen shows (home layout, banners, idle
 * screen, language, colours), for every machine of a model of one organisation or for chosen
 * machines. A machine named by a configuration takes it; any other takes the one of its model
 * and organisation; it is delivered over the device protocol and acknowledged per machine.
 */
export const DEVICE_SCREEN_API = {
  /** GET: configurations, paged, filtered (name, target kind, model). */
  list: '/api/InterfaceConfiguration/list',
  /** GET `?id=`: one configuration with its machines' delivery counted by state. */
  detail: '/api/InterfaceConfiguration/detail',
  /** POST: a new configuration; its machines are sent it. */
  add: '/api/InterfaceConfiguration/add',
  /** POST `{ id, … }`: the configuration changed; its machines are sent it again. */
  edit: '/api/InterfaceConfiguration/edit',
  /** POST `{ id }`: removed; its machines fall back to their model's configuration, else the factory screen. */
  remove: '/api/InterfaceConfiguration/remove',
  /** GET `?id=&state=`: the machines a configuration applies to, with their delivery state. */
  machines: '/api/InterfaceConfiguration/machines',
} as const;

/** `device:interface:list`, `…:add` (add, copy), `…:edit`, `…:remove`. */
export const DEVICE_SCREEN_PERMS = screenPermissions('device:interface', ['list', 'add', 'edit', 'remove']);

/** Devices → interface configuration, and its hidden add and edit pages (join `SCREENS`). */
export const DEVICE_SCREEN_SCREENS = {
  interfaceConfig: 'deviceManage/deviceModule/InterfaceConfiguration/index',
  interfaceEdit: 'deviceManage/deviceModule/InterfaceConfiguration/Edit/index',
  interfaceAdd: 'deviceManage/deviceModule/InterfaceConfiguration/Add/index',
} as const;
/** The list's address; the hidden pages are `…/Add/index` (`?copy=<id>` copies one) and `…/Edit/index/<id>`. */
export const DEVICE_SCREEN_ROUTE = '/deviceManage/deviceModule/InterfaceConfiguration';

/** The operation-log actions of this area. */
export const DEVICE_SCREEN_AUDIT_ACTIONS = {
  addInterfaceConfig: 'insert',
  editInterfaceConfig: 'update',
  removeInterfaceConfig: 'delete',
  saveAppletColor: 'update',
} as const;

export const DEVICE_SCREEN_LIMITS = {
  name: 50,
  banners: 5,
  url: 500,
  /** Machines one configuration names. */
  devices: 1000,
  bannerSeconds: { min: 3, max: 60 },
  idleSeconds: { min: 30, max: 3600 },
} as const;

/** How the home screen lays out the drinks. */
export const SCREEN_LAYOUTS = ['grid', 'list', 'carousel'] as const;
export type ScreenLayout = (typeof SCREEN_LAYOUTS)[number];

/** Whom a configuration is for: every machine of a model (of its organisation), or chosen machines. */
export const SCREEN_TARGETS = ['model', 'devices'] as const;
export type ScreenTarget = (typeof SCREEN_TARGETS)[number];

/**
 * A machine's delivery: pending (not sent yet, or sent and not answered), delivered (the machine
 * acknowledged it), failed (the machine refused it, with its reason, or never answered).
 */
export const SCREEN_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type ScreenDeliveryState = (typeof SCREEN_DELIVERY_STATES)[number];

addFieldLabels(messageGroup('deviceScreen.field.'));
addRuleMessages(messageGroup('deviceScreen.rule.'));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const hex = () => z.string().trim().regex(HEX_COLOR_PATTERN, { message: 'hexColor' });
const seconds = ({ min, max }: { min: number; max: number }) => z.coerce.number().int().min(min).max(max);
/** Checked whatever else is wrong, so the form gets every field error at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
type Raw = Record<string, unknown>;

/** What the machine's screen shows: the part of a configuration the machine is sent. */
export const screenContentSchema = z.object({
  homeLayout: z.enum(SCREEN_LAYOUTS),
  /** Images shown in turn at the top of the home screen (files stored by the upload platform). */
  banners: z.array(uploadUrlSchema(DEVICE_SCREEN_LIMITS.url)).max(DEVICE_SCREEN_LIMITS.banners).default([]),
  bannerSeconds: seconds(DEVICE_SCREEN_LIMITS.bannerSeconds),
  /** After this long without a touch the idle screen shows (when enabled). */
  idleEnabled: z.boolean(),
  idleSeconds: seconds(DEVICE_SCREEN_LIMITS.idleSeconds),
  idleImage: optional(uploadUrlSchema(DEVICE_SCREEN_LIMITS.url)),
  language: z.enum(LANGS),
  primaryColor: hex(),
  backgroundColor: hex(),
  textColor: hex(),
});
export type ScreenContent = z.output<typeof screenContentSchema>;

/**
 * POST add / edit. Whom it applies to: `model` with `modelId` (every machine of that model whose
 * organisation is the configuration's), or `devices` with `deviceIds`. `orgId` is the owning
 * organisation (default the caller's; for `devices` the machines' own when they share one).
 */
export const screenConfigSaveSchema = screenContentSchema
  .extend({
    name: z.string().trim().min(1).max(DEVICE_SCREEN_LIMITS.name),
    orgId: optional(dbId()),
    appliesTo: z.enum(SCREEN_TARGETS),
    modelId: optional(dbId()),
    deviceIds: optional(dbIds(DEVICE_SCREEN_LIMITS.devices)),
  })
  .refine((r: Raw) => r['appliesTo'] !== 'model' || r['modelId'] !== undefined, {
    ...always,
    path: ['modelId'],
    message: 'screenModelRequired',
  })
  .refine((r: Raw) => r['appliesTo'] !== 'devices' || (Array.isArray(r['deviceIds']) && r['deviceIds'].length > 0), {
    ...always,
    path: ['deviceIds'],
    message: 'screenDevicesRequired',
  });
export type ScreenConfigInput = z.input<typeof screenConfigSaveSchema>;
export type ScreenConfigSave = z.output<typeof screenConfigSaveSchema>;

export const screenConfigEditSchema = z.intersection(z.object({ id: dbId() }), screenConfigSaveSchema);
export const screenConfigIdSchema = z.object({ id: dbId() });

export const screenConfigListSchema = listParamsSchema.extend({
  /** Part of the name. */
  name: z.string().trim().max(DEVICE_SCREEN_LIMITS.name).optional(),
  appliesTo: optional(z.enum(SCREEN_TARGETS)),
  modelId: optional(dbId()),
});
export type ScreenConfigListQuery = z.output<typeof screenConfigListSchema>;

export const screenMachineListSchema = listParamsSchema.extend({
  id: dbId(),
  state: optional(z.enum(SCREEN_DELIVERY_STATES)),
});
export type ScreenMachineQuery = z.output<typeof screenMachineListSchema>;

/** How many machines of a configuration are in each delivery state. */
export type ScreenDeliveryCounts = Record<ScreenDeliveryState, number> & { total: number };

export interface ScreenConfigRow extends ScreenContent {
  id: number;
  name: string;
  orgId: number;
  orgName: string | null;
  appliesTo: ScreenTarget;
  modelId: number | null;
  modelName: string | null;
  /** The chosen machines (target `devices`). */
  deviceIds: number[];
  /** Raised by each edit; a machine's change log names the revision it was sent. */
  revision: number;
  counts: ScreenDeliveryCounts;
  updatedBy: string | null;
  updateTime: string;
}

export interface ScreenMachineRow {
  deviceId: number;
  deviceCode: string;
  deviceName: string | null;
  online: boolean;
  state: ScreenDeliveryState;
  /** The machine's reason of a refusal, or that it never answered. */
  reason: string | null;
  /** The revision it was sent (or is to be sent). */
  revision: number;
  sentAt: string | null;
  updatedAt: string;
}

/** What add, edit and remove answer: the configuration and how many machines were sent it now. */
export interface ScreenSaveResult {
  id: number;
  /** Machines whose screen this changes. */
  machines: number;
  /** Of them, sent now (the others when they connect). */
  sent: number;
}

/** The defaults of a new configuration's form. */
export const SCREEN_DEFAULTS = {
  homeLayout: 'grid',
  banners: [],
  bannerSeconds: 5,
  idleEnabled: true,
  idleSeconds: 120,
  language: 'zh' satisfies Lang,
  primaryColor: '#1890ff',
  backgroundColor: '#ffffff',
  textColor: '#262626',
} as const satisfies Omit<ScreenContent, 'idleImage'>;

export type ScreenConfigListFilters = ListFilters<ScreenConfigListQuery>;
export const DEVICE_SCREEN_ENDPOINTS = {
  list: listEndpoint<ScreenConfigListFilters, ScreenConfigRow>(DEVICE_SCREEN_API.list),
  machines: listEndpoint<ListFilters<ScreenMachineQuery>, ScreenMachineRow>(DEVICE_SCREEN_API.machines),
} as const;

/**
 * The parameters of the `setScreen` command: the configuration the machine is to show (its id,
 * name and revision; `screen` null with `configId` null: the factory screen). Image addresses are
 * paths of the back-office's file service (`/api/files/<key>`), read from the back-office's
 * address the machine is set up with.
 */
export const screenCommandParamsSchema = z.object({
  configId: z.number().int().positive().nullable(),
  name: z.string().max(DEVICE_SCREEN_LIMITS.name).nullable(),
  revision: z.number().int().nonnegative(),
  screen: screenContentSchema.nullable(),
});
export type ScreenCommandParams = z.output<typeof screenCommandParamsSchema>;

/**
 * Mini-program colour: per customer, the colours of the ordering page a customer opens on a phone
 * by scanning a machine's code (its main colour for buttons and prices, and its background).
 */
export const APPLET_COLOR_API = {
  /** GET `?orgId=`: the colours of that organisation's customer (default: the caller's). */
  detail: '/api/AppletColor/detail',
  /** POST: save them. */
  save: '/api/AppletColor/save',
} as const;

/** `device:appletColor:query`, `device:appletColor:edit`. */
export const APPLET_COLOR_PERMS = screenPermissions('device:appletColor', ['query', 'edit']);

/** Devices → mini-program colour (joins `SCREENS`). */
export const APPLET_COLOR_SCREENS = { appletColor: 'deviceManage/appletColor/index' } as const;

/** The colours a customer that chose none has. */
export const APPLET_COLOR_DEFAULTS = { primaryColor: '#1677ff', backgroundColor: '#f5f5f5' } as const;

export const appletColorQuerySchema = z.object({ orgId: optional(dbId()) });

export const appletColorSaveSchema = z.object({
  /** Any organisation of the customer in the caller's scope (default: the caller's). */
  orgId: optional(dbId()),
  primaryColor: hex(),
  backgroundColor: hex(),
});
export type AppletColorInput = z.input<typeof appletColorSaveSchema>;

export interface AppletColors {
  primaryColor: string;
  backgroundColor: string;
}

export interface AppletColorView extends AppletColors {
  /** The customer the colours belong to. */
  customerId: number;
  customerName: string;
  /** False while the customer has the defaults. */
  saved: boolean;
  updatedBy: string | null;
  updateTime: string | null;
}
