import { z } from 'zod';
import { dbId } from './input.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { SCAN_PAY_METHODS } from './scan-order-cart.js';

/**
 * Scan to buy: each machine's order QR code (a link token, replaced when a sticker was copied) and
 * the public ordering page behind it, where a customer standing at the machine picks drinks, pays
 * online and follows the order until the machine has dispensed it (its API paths and the page's
 * types are in `scan-order-cart.ts`, which the page's bundle loads without zod).
 */
export const SCAN_ORDER_PERMS = {
  /** See and download a machine's order QR code. */
  qrCode: 'device:device:saleQr',
  /** Replace a machine's order QR code (the printed one stops working). */
  remake: 'device:device:saleQrRemake',
} as const;

/** A link token: 16 random bytes, base64url. */
export const SALE_LINK_TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** Codes of orders placed on the ordering page. */
export const SCAN_ORDER_CODE = /^SO[0-9A-Z]{12,40}$/;

/** Requests a minute one address may make to the public endpoints. */
export const SCAN_ORDER_RATE = { readsPerMinute: 120, placesPerMinute: 10 } as const;

const money = z.coerce
  .number()
  .min(0)
  .max(1_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'twoDecimals' });

export const saleQrQuerySchema = z.object({ deviceId: dbId() });

export const saleLinkQuerySchema = z.object({ link: z.string().regex(SALE_LINK_TOKEN) });

export const scanProgressQuerySchema = z.object({
  link: z.string().regex(SALE_LINK_TOKEN),
  orderCode: z.string().regex(SCAN_ORDER_CODE),
});

export const cartLineSchema = z.object({
  slotNo: z.number().int().min(1).max(999),
  cupSize: z.string().trim().min(1).max(10).optional(),
  tastes: z
    .array(z.object({ category: z.string().min(1).max(50), option: z.string().min(1).max(50) }))
    .max(20)
    .default([]),
  quantity: z.number().int().min(1).max(99),
});

/** POST /api/ScanOrder/place. `expectedAmount` is the total the customer saw: another total is refused, never charged. */
export const placeScanOrderSchema = z.object({
  link: z.string().regex(SALE_LINK_TOKEN),
  paymentMethod: z.enum(SCAN_PAY_METHODS),
  items: z.array(cartLineSchema).min(1).max(50),
  expectedAmount: money,
});
export type PlaceScanOrder = z.infer<typeof placeScanOrderSchema>;

addMissingFieldLabels(messageGroup('scanOrder.field.'));

/** Operation-log actions of this area (their business type). */
export const SCAN_ORDER_AUDIT_ACTIONS = { remakeQr: 'update' } as const;
