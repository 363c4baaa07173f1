import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { localPasswordSaveSchema } from './device-settings.js';
import { dbId } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/**
 * Device accounts: the local accounts a maintenance person signs in with on a machine's own
 * screen (an account name, the person's name, a role on the machine and a 6-character password),
 * standalone or bound to a back-office maintenance employee (one the employee picker
 * `/api/Employee/operationEmployee` lists).
 * An account belongs to a customer and signs in on all of that customer's machines or on chosen
 * ones. Each machine is sent its whole list of enabled accounts over the device protocol
 * (`setAccounts`) and acknowledges it; a machine offline is sent it at its next hello.
 */
export const DEVICE_ACCOUNT_API = {
  /** GET: the accounts of the caller's scope, paged, filtered, sorted. */
  list: '/api/DeviceAccount/list',
  /** GET `?id=`: one account with its machines counted by delivery state. */
  detail: '/api/DeviceAccount/detail',
  /** POST (form-encoded or JSON): a new account (no `id`) or a changed one. */
  save: '/api/DeviceAccount/save',
  /** POST `{ id, status }`: enables or disables an account. */
  status: '/api/DeviceAccount/changeStatus',
  /** POST `{ id }`: removes an account; its machines are sent their lists without it. */
  remove: '/api/DeviceAccount/delete',
  /** GET `?id=&state=`: the machines an account signs in on, with each machine's delivery. */
  machines: '/api/DeviceAccount/machines',
} as const;

/** `device:account:list`, `…:add`, `…:edit`, `…:status`, `…:remove`. */
export const DEVICE_ACCOUNT_PERMS = screenPermissions('device:account', ['list', 'add', 'edit', 'status', 'remove']);

/** Devices → device account (joins `SCREENS`). */
export const DEVICE_ACCOUNT_SCREENS = { deviceAccount: 'deviceManage/deviceAccount/index' } as const;

/** The operation-log actions of this area. */
export const DEVICE_ACCOUNT_AUDIT_ACTIONS = {
  saveDeviceAccount: 'update',
  changeDeviceAccountStatus: 'update',
  removeDeviceAccount: 'delete',
} as const;

export const DEVICE_ACCOUNT_LIMITS = {
  account: 32,
  name: 50,
  /** The machine's local password rule: exactly this many characters, no spaces. */
  passwordLength: 6,
  /** Machines one account names. */
  devices: 1000,
} as const;

/** What the person may do on the machine: everything, maintenance (cleaning, tests, parameters), or refilling only. */
export const DEVICE_ACCOUNT_ROLES = ['admin', 'maintenance', 'replenish'] as const;
export type DeviceAccountRole = (typeof DEVICE_ACCOUNT_ROLES)[number];

export const DEVICE_ACCOUNT_STATUSES = ['enabled', 'disabled'] as const;
export type DeviceAccountStatus = (typeof DEVICE_ACCOUNT_STATUSES)[number];

/** Where the account signs in: every machine of its customer, or the chosen ones. */
export const DEVICE_ACCOUNT_SCOPES = ['all', 'selected'] as const;
export type DeviceAccountScope = (typeof DEVICE_ACCOUNT_SCOPES)[number];

/**
 * A machine's delivery of its account list: pending (not sent yet, or sent and not answered),
 * delivered (acknowledged), failed (refused with the machine's reason, or never answered).
 */
export const DEVICE_ACCOUNT_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeviceAccountDeliveryState = (typeof DEVICE_ACCOUNT_DELIVERY_STATES)[number];

addFieldLabels(messageGroup('deviceAccount.field.'));
addRuleMessages(messageGroup('deviceAccount.rule.'));

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
/** Ids as a JSON array or as a form's comma-separated text. */
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v),
  z.array(dbId()).max(DEVICE_ACCOUNT_LIMITS.devices),
);

/** The machine's local password rule: the one the local password of the device settings follows. */
export const deviceAccountPasswordSchema = localPasswordSaveSchema.shape.localPassword;

/**
 * POST save: without `id` a new account of the customer `orgId` (a customer's own staff may leave
 * it out) with its password; with `id` the account changed (a blank password keeps the old one).
 * `machineScope` `selected` names the machines in `deviceIds`.
 */
export const deviceAccountSaveSchema = z
  .object({
    id: optional(dbId()),
    orgId: optional(dbId()),
    account: z
      .string()
      .trim()
      .min(1)
      .max(DEVICE_ACCOUNT_LIMITS.account)
      .regex(/^[A-Za-z0-9_.-]+$/, { message: 'deviceAccountChars' }),
    name: z.string().trim().min(1).max(DEVICE_ACCOUNT_LIMITS.name),
    /** The back-office maintenance employee the account belongs to (none: standalone). */
    employeeId: optional(dbId()),
    role: z.enum(DEVICE_ACCOUNT_ROLES),
    password: optional(deviceAccountPasswordSchema),
    status: z.preprocess(blank, z.enum(DEVICE_ACCOUNT_STATUSES).default('enabled')),
    machineScope: z.enum(DEVICE_ACCOUNT_SCOPES),
    deviceIds: z.preprocess(blank, idList.default([])),
  })
  .refine((r) => r.id !== undefined || r.password !== undefined, {
    when: (p) => typeof p.value === 'object' && p.value !== null,
    path: ['password'],
    message: 'deviceAccountPasswordRequired',
  })
  .refine((r) => r.machineScope !== 'selected' || r.deviceIds.length > 0, {
    when: (p) => typeof p.value === 'object' && p.value !== null,
    path: ['deviceIds'],
    message: 'deviceAccountDevicesRequired',
  });
export type DeviceAccountInput = z.input<typeof deviceAccountSaveSchema>;
export type DeviceAccountSave = z.output<typeof deviceAccountSaveSchema>;

export const deviceAccountIdSchema = z.object({ id: dbId() });
export const deviceAccountStatusSchema = z.object({ id: dbId(), status: z.enum(DEVICE_ACCOUNT_STATUSES) });

export const deviceAccountListSchema = listParamsSchema.extend({
  /** The customer (organisation) and everything below it. */
  orgId: optional(dbId()),
  /** Part of the account or of the person's name. */
  account: z.string().trim().max(DEVICE_ACCOUNT_LIMITS.account).optional(),
  name: z.string().trim().max(DEVICE_ACCOUNT_LIMITS.name).optional(),
  role: optional(z.enum(DEVICE_ACCOUNT_ROLES)),
  status: optional(z.enum(DEVICE_ACCOUNT_STATUSES)),
});
export type DeviceAccountListQuery = z.output<typeof deviceAccountListSchema>;

export const deviceAccountMachineListSchema = listParamsSchema.extend({
  id: dbId(),
  state: optional(z.enum(DEVICE_ACCOUNT_DELIVERY_STATES)),
});
export type DeviceAccountMachineQuery = z.output<typeof deviceAccountMachineListSchema>;

/** How many of an account's machines are in each delivery state. */
export type DeviceAccountCounts = Record<DeviceAccountDeliveryState, number> & { total: number };

export interface DeviceAccountRow {
  id: number;
  orgId: number;
  customerName: string | null;
  account: string;
  name: string;
  employeeId: number | null;
  employeeName: string | null;
  role: DeviceAccountRole;
  status: DeviceAccountStatus;
  machineScope: DeviceAccountScope;
  /** The chosen machines (scope `selected`). */
  deviceIds: number[];
  counts: DeviceAccountCounts;
  updatedBy: string | null;
  createTime: string;
  updateTime: string;
}

export interface DeviceAccountMachineRow {
  deviceId: number;
  deviceCode: string;
  deviceName: string | null;
  online: boolean;
  state: DeviceAccountDeliveryState;
  /** The machine's reason of a refusal, or that it never answered. */
  reason: string | null;
  sentAt: string | null;
  updatedAt: string;
}

/** What save, status and remove answer: the account, how many machines' lists change and how many were sent now. */
export interface DeviceAccountSaveResult {
  id: number;
  machines: number;
  sent: number;
}

export type DeviceAccountListFilters = ListFilters<DeviceAccountListQuery>;
export const DEVICE_ACCOUNT_ENDPOINTS = {
  list: listEndpoint<DeviceAccountListFilters, DeviceAccountRow>(DEVICE_ACCOUNT_API.list),
  machines: listEndpoint<ListFilters<DeviceAccountMachineQuery>, DeviceAccountMachineRow>(DEVICE_ACCOUNT_API.machines),
} as const;

/**
 * How a password is kept and sent: scrypt (RFC 7914) of the password's UTF-8 bytes with the
 * account's own random salt; `hash` and `salt` are hexadecimal. The machine checks a typed
 * password by computing the same; the password itself is never stored nor sent.
 */
export const deviceAccountPasswordHashSchema = z.object({
  algo: z.literal('scrypt'),
  N: z.number().int().positive(),
  r: z.number().int().positive(),
  p: z.number().int().positive(),
  keyLength: z.number().int().positive(),
  salt: z.string().regex(/^[0-9a-f]+$/),
  hash: z.string().regex(/^[0-9a-f]+$/),
});
export type DeviceAccountPasswordHash = z.output<typeof deviceAccountPasswordHashSchema>;

/**
 * The parameters of the `setAccounts` command: the machine's whole list of accounts that may sign
 * in on it (enabled ones only); the machine replaces the list it keeps with this one.
 */
export const deviceAccountsCommandSchema = z.object({
  accounts: z
    .array(
      z.object({
        id: z.number().int().positive(),
        account: z.string().max(DEVICE_ACCOUNT_LIMITS.account),
        name: z.string().max(DEVICE_ACCOUNT_LIMITS.name),
        role: z.enum(DEVICE_ACCOUNT_ROLES),
        password: deviceAccountPasswordHashSchema,
      }),
    )
    .max(10_000),
});
export type DeviceAccountsCommand = z.output<typeof deviceAccountsCommandSchema>;
