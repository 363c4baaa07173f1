import { z } from 'zod';
import type { Lang } from './i18n.js';
import { addFieldLabels } from './validation.js';
import { dbId } from './input.js';

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

export const MOBILE_CONFIG_PERMS = {
  query: 'system:mobileconfig:query',
  edit: 'system:mobileconfig:edit',
} as const;

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

const fn = (key: string, icon: MobileIcon, en: string, zh: string, es: string, ja: string): MobileFunctionDef => ({
  key,
  icon,
  titles: { en, zh, es, ja },
});

/** The functions each client can show (its default order). */
export const MOBILE_FUNCTIONS: Record<MobileClient, MobileFunctionDef[]> = {
  maintenance: [
    fn('replenish', 'shopping-cart', 'Replenish', '补货', 'Reposición', '補充'),
    fn('clean', 'safety', 'Cleaning', '清洁', 'Limpieza', '清掃'),
    fn('fault', 'warning', 'Fault handling', '故障处理', 'Averías', '故障対応'),
    fn('inspection', 'schedule', 'Inspection', '巡检', 'Inspección', '点検'),
    fn('repair', 'tool', 'Repair', '维修', 'Reparación', '修理'),
    fn('inventory', 'database', 'Inventory', '盘点', 'Inventario', '棚卸'),
    fn('orders', 'file-text', 'Orders', '订单', 'Pedidos', '注文'),
    fn('refunds', 'wallet', 'Refunds', '退款', 'Reembolsos', '返金'),
    fn('devices', 'desktop', 'Devices', '设备', 'Dispositivos', 'デバイス'),
    fn('alarms', 'alert', 'Alarms', '告警', 'Alarmas', 'アラーム'),
  ],
  applet: [
    fn('sales', 'bar-chart', 'Sales overview', '销售概况', 'Resumen de ventas', '売上概要'),
    fn('orders', 'file-text', 'Orders', '订单', 'Pedidos', '注文'),
    fn('refunds', 'wallet', 'Refunds', '退款', 'Reembolsos', '返金'),
    fn('devices', 'desktop', 'Devices', '设备', 'Dispositivos', 'デバイス'),
    fn('goods', 'shopping', 'Products', '商品', 'Productos', '商品'),
    fn('replenish', 'shopping-cart', 'Replenish', '补货', 'Reposición', '補充'),
    fn('alarms', 'alert', 'Alarms', '告警', 'Alarmas', 'アラーム'),
    fn('members', 'team', 'Members', '会员', 'Socios', '会員'),
    fn('coupons', 'gift', 'Coupons', '优惠券', 'Cupones', 'クーポン'),
    fn('finance', 'fund', 'Finance', '财务', 'Finanzas', '財務'),
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

addFieldLabels({
  funcKey: { en: 'Function', zh: '功能', es: 'Función', ja: '機能' },
  client: { en: 'Client', zh: '客户端', es: 'Cliente', ja: 'クライアント' },
  items: { en: 'Functions', zh: '功能列表', es: 'Funciones', ja: '機能一覧' },
});
