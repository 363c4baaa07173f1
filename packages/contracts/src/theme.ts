import { z } from 'zod';
import { HEX_COLOR_PATTERN } from './customer.js';
import { listParamsSchema } from './list.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { messageGroup } from './messages.js';
import { addFieldLabels } from './validation.js';
import { dbId, dbIds, INT4_MAX } from './input.js';
import { screenPermissions } from './permissions.js';

/** Theme colour presets per customer (hex colour code required; default #1890ff). */
export const THEME_API = {
  list: '/api/Theme/list',
  save: '/api/Theme/save',
  update: '/api/Theme/update',
  delete: '/api/Theme/delete',
  setDefault: '/api/Theme/setDefault',
  /** The signed-in user's customer's default colour. */
  current: '/api/Theme/current',
} as const;

export const THEME_PERMS = screenPermissions('system:theme', ['list', 'add', 'edit', 'remove']);

export const THEME_LIMITS = { name: 30, sortMax: 9999, defaultSort: 100 } as const;

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId().optional());

export const themeSchema = z.object({
  themeName: z.string().trim().min(1).max(THEME_LIMITS.name),
  /** #rrggbb. */
  themeColor: z.string().trim().min(1).regex(HEX_COLOR_PATTERN, { message: 'hexColor' }),
  /** The customer the preset belongs to; a customer's own staff may leave it out (their customer). */
  orgId: optionalId,
  isDefault: z.coerce.boolean().default(false),
  sort: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(0).max(INT4_MAX).max(THEME_LIMITS.sortMax).optional(),
  ),
});
export type ThemeInput = z.input<typeof themeSchema>;
export const themeUpdateSchema = themeSchema.extend({ themeId: dbId() });
export const themeIdsSchema = z.object({ ids: dbIds(500) });
export const themeIdSchema = z.object({ themeId: dbId() });

export const themeQuerySchema = listParamsSchema.extend({
  orgId: optionalId,
  themeName: z.string().trim().max(THEME_LIMITS.name).optional(),
});

export interface ThemePreset {
  themeId: number;
  themeName: string;
  themeColor: string;
  orgId: number;
  orgName: string;
  isDefault: boolean;
  sort: number;
  createTime: string;
  updateTime: string;
}

/** GET /api/Theme/current. `source`: the customer's default preset, the customer's colour, or the platform default. */
export interface CurrentTheme {
  themeColor: string;
  source: 'preset' | 'customer' | 'platform';
  orgId: number | null;
}

// Field labels: `theme.field.*` of `locales/messages/theme`.
addFieldLabels(messageGroup('theme.field.'));

export type ThemeQuery = ListFilters<z.infer<typeof themeQuerySchema>>;

export const THEME_ENDPOINTS = {
  list: listEndpoint<ThemeQuery, ThemePreset>(THEME_API.list),
} as const;
