import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addFieldLabels } from './validation.js';
import { dbId } from './input.js';
import { screenPermissions } from './permissions.js';

/** Parameter: name and key 1-100, value 1-500, remark 0-500. */
export const CONFIG_LIMITS = { name: 100, key: 100, value: 500, remark: 500 } as const;

export const CONFIG_PERMS = screenPermissions('system:config', ['list', 'query', 'add', 'edit', 'remove', 'export']);

export const CONFIG_API = {
  list: '/admin/system/config/list',
  base: '/admin/system/config',
  byKey: '/admin/system/config/configKey',
  refreshCache: '/admin/system/config/refreshCache',
} as const;

/** Built-in parameters: they cannot be deleted and their key cannot change. */
export const CONFIG_KEYS = {
  captchaEnabled: 'sys.account.captchaEnabled',
  maxRetryCount: 'sys.account.maxRetryCount',
  lockTime: 'sys.account.lockTime',
  initPassword: 'sys.user.initPassword',
  skinName: 'sys.index.skinName',
} as const;

/** Parameters whose value is a secret: lists, details and exports show SECRET_CONFIG_MASK instead. */
export const SECRET_CONFIG_KEYS: readonly string[] = [CONFIG_KEYS.initPassword];
/** What a secret parameter's value reads as; saving it back unchanged keeps the stored value. */
export const SECRET_CONFIG_MASK = '******';

/** 'Y' built in, 'N' added by an administrator (RuoYi's config_type). */
export const configTypeSchema = z.enum(['Y', 'N']);

export const configSchema = z.object({
  configName: z.string().trim().min(1).max(CONFIG_LIMITS.name),
  configKey: z.string().trim().min(1).max(CONFIG_LIMITS.key),
  configValue: z.string().trim().min(1).max(CONFIG_LIMITS.value),
  remark: z.string().trim().max(CONFIG_LIMITS.remark).optional().nullable(),
});
export type ConfigInput = z.input<typeof configSchema>;
export const configUpdateSchema = configSchema.extend({ configId: dbId() });

export const configQuerySchema = listParamsSchema.extend({
  configName: z.string().trim().max(100).optional(),
  configKey: z.string().trim().max(100).optional(),
  configType: configTypeSchema.optional(),
});

export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark: string | null;
  createTime: string;
  updateTime: string;
}

// Field labels: `config.field.*` of `locales/messages/config`.
addFieldLabels(messageGroup('config.field.'));

export type ConfigQuery = ListFilters<z.infer<typeof configQuerySchema>>;

export const CONFIG_ENDPOINTS = {
  list: listEndpoint<ConfigQuery, SysConfig>(CONFIG_API.list),
} as const;
