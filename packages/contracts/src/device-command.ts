import { z } from 'zod';
import { COMMAND_STATUSES, type CommandStatus, type CommandType } from './device-protocol.js';
import { listParamsSchema } from './list.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { dbId } from './input.js';
import { messageGroup } from './messages.js';

/**
 * Remote commands to devices: the operations of the device list (clean, reset,
 * restart, lock, unlock) and the command log of the device detail screen.
 */
export const DEVICE_COMMAND_API = {
  /** JSON body POST. */
  send: '/api/DeviceAppend/sendCmd',
  list: '/api/DeviceCommand/list',
  detail: '/api/DeviceCommand/detail',
} as const;

export const DEVICE_COMMAND_PERMS = {
  /** Send remote operations (clean, reset, restart, lock, unlock). */
  send: 'device:device:command',
  /** The command log reads like the device detail. */
  list: 'device:device:query',
} as const;

/**
 * What the device list's and device detail's "remote operations" may send; parameter commands
 * belong to the settings screens. `testDispense` makes one beverage as a test (params: `goodsCode`,
 * optional `cupSize`): the machine reports it as a test order, never a sale.
 */
export const OPERATION_COMMANDS = ['clean', 'reset', 'restart', 'lock', 'unlock', 'testDispense'] as const satisfies readonly CommandType[];
export type OperationCommand = (typeof OPERATION_COMMANDS)[number];

/** Commands that read from the device (their pending state shows "reading in progress"). */
export const READ_COMMANDS: readonly CommandType[] = ['readParams'];

/** The product code of a test dispense: the code of a product the machine sells. */
export const testDispenseParamsSchema = z.object({
  goodsCode: z.string().trim().min(1).max(50),
  cupSize: z.string().trim().max(10).optional(),
});

/** POST /api/DeviceAppend/sendCmd. */
export const sendCommandSchema = z
  .object({
    deviceId: dbId(),
    type: z.enum(OPERATION_COMMANDS),
    /** clean: which parts, if the model supports it; testDispense: goodsCode and cupSize; otherwise empty. */
    params: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
    /** true: answer after the ack or the deadline; false (default): answer the pending command at once. */
    wait: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'testDispense' && !testDispenseParamsSchema.safeParse(v.params ?? {}).success)
      ctx.addIssue({ code: 'custom', path: ['params', 'goodsCode'], message: 'required' });
  });
export type SendCommandInput = z.infer<typeof sendCommandSchema>;

/** GET /api/DeviceCommand/list. */
export const commandListSchema = listParamsSchema.extend({
  deviceId: dbId(),
  status: z.enum(COMMAND_STATUSES).optional(),
});
export type CommandListQuery = z.infer<typeof commandListSchema>;

/** GET /api/DeviceCommand/detail. */
export const commandIdSchema = z.object({ id: z.string().min(1).max(64) });

/** One command as the API answers it. */
export interface CommandView {
  id: string;
  deviceId: number;
  deviceCode: string;
  type: CommandType;
  params: Record<string, unknown>;
  status: CommandStatus;
  /** The status in the caller's language: reading in progress, read timeout, setting failed … */
  statusText: string;
  result: Record<string, unknown> | null;
  error: string | null;
  deadline: string;
  sentBy: number | null;
  sentByName: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** Sortable columns of the command log. */
export const COMMAND_SORT_FIELDS = ['createdAt', 'status', 'type'] as const;

addMissingFieldLabels(messageGroup('deviceCommand.field.'));
