import { z } from 'zod';
import type { Lang } from './i18n.js';
import { addFieldLabels } from './validation.js';
import { dbId } from './input.js';
import { type MessageKey, messageGroup, messageTexts } from './messages.js';
import { screenPermissions } from './permissions.js';

/**
 * Mobile operation config: per customer, which functions the maintenance app and
 * the B-side mini program show, in which order, with which icon and title.
 */
export const MOBILE_CONFIG_API = {
  /** The full catalogue of one client merged with a customer's choices (management screen). */
  detail: '/api/MobileConfig/detail',
  save: '/api/MobileConfig/save',
  reset: '/api/MobileConfig/reset',
  /** The signed-in app user's customer's visible functions, in order. */
  app: '/api/MobileConfig/app',
} as const;

export const MOBILE_CONFIG_PERMS = screenPermissions('system:mobileconfig', ['query', 'edit']);

export const MOBILE_CLIENTS = ['maintenance', 'applet'] as const;
export type MobileClient = (typeof MOBILE_CLIENTS)[number];

/** Icons the apps ship (antd outlined names, so the back-office can draw them too). */
export const MOBILE_ICONS = [
  'shopping-cart',
  'shopping',
  'tool',
  'warning',
  'alert',
  'safety',
  'schedule',
  'database',
  'file-text',
  'wallet',
  'pay-circle',
  'desktop',
  'bar-chart',
  'fund',
  'gift',
  'team',
  'user',
  'shop',
  'coffee',
  'bell',
  'message',
  'setting',
  'appstore',
  'credit-card',
  'environment',
  'tags',
] as const;
export type MobileIcon = (typeof MOBILE_ICONS)[number];

export interface MobileFunctionDef {
  key: string;
  icon: MobileIcon;
  titles: Record<Lang, string>;
}

/** A function whose title is the message `mobileConfig.function.<key>`. */
type TitledFunction<K extends string = MessageKey> = K extends `mobileConfig.function.${infer F}` ? F : never;

const fn = (key: TitledFunction, icon: MobileIcon): MobileFunctionDef => ({
  key,
  icon,
  titles: messageTexts(`mobileConfig.function.${key}`),
});

/** The functions each client can show (its default order). */
export const MOBILE_FUNCTIONS: Record<MobileClient, MobileFunctionDef[]> = {
  maintenance: [
    fn('replenish', 'shopping-cart'),
    fn('clean', 'safety'),
    fn('fault', 'warning'),
    fn('inspection', 'schedule'),
    fn('repair', 'tool'),
    fn('inventory', 'database'),
    fn('orders', 'file-text'),
    fn('refunds', 'wallet'),
    fn('devices', 'desktop'),
    fn('alarms', 'alert'),
  ],
  applet: [
    fn('sales', 'bar-chart'),
    fn('orders', 'file-text'),
    fn('refunds', 'wallet'),
    fn('devices', 'desktop'),
    fn('goods', 'shopping'),
    fn('replenish', 'shopping-cart'),
    fn('alarms', 'alert'),
    fn('members', 'team'),
    fn('coupons', 'gift'),
    fn('finance', 'fund'),
  ],
};

export const MOBILE_CONFIG_LIMITS = { title: 20 } as const;

export const mobileClientSchema = z.enum(MOBILE_CLIENTS);

export const mobileConfigQuerySchema = z.object({
  client: mobileClientSchema,
  /** The customer; a customer's own staff may leave it out (their customer). */
  orgId: z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId().optional()),
});

export const mobileConfigItemSchema = z.object({
  funcKey: z.string().trim().min(1).max(50),
  /** A custom title; blank = the catalogue's title in the user's language. */
  title: z.string().trim().max(MOBILE_CONFIG_LIMITS.title).optional().nullable(),
  icon: z.enum(MOBILE_ICONS),
  visible: z.coerce.boolean(),
});

/** The whole list of one client, in display order (every catalogue function once). */
export const mobileConfigSaveSchema = z.object({
  client: mobileClientSchema,
  orgId: mobileConfigQuerySchema.shape.orgId,
  items: z.array(mobileConfigItemSchema).min(1).max(100),
});
export type MobileConfigSaveInput = z.input<typeof mobileConfigSaveSchema>;

export const mobileAppQuerySchema = z.object({ client: mobileClientSchema });

/** One function as the management screen edits it. */
export interface MobileConfigItem {
  funcKey: string;
  /** The custom title, or null. */
  title: string | null;
  /** The catalogue's title in the request's language. */
  defaultTitle: string;
  icon: MobileIcon;
  visible: boolean;
  sort: number;
}

export interface MobileConfigDetail {
  orgId: number;
  orgName: string;
  client: MobileClient;
  /** False while the customer uses the catalogue's defaults. */
  customised: boolean;
  items: MobileConfigItem[];
}

/** What the apps read: the visible functions in order. */
export interface MobileAppFunction {
  key: string;
  title: string;
  icon: MobileIcon;
  sort: number;
}

addFieldLabels(messageGroup('mobileConfig.field.'));
