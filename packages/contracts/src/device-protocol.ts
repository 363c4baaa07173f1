import { z } from 'zod';
import { LANGS } from './i18n.js';
import { repeatedIndexes } from './input.js';
import { recipeSchema } from './product.js';

/**
 * The device protocol, version 1 (docs/device-protocol.md explains it with examples).
 * Shared by the server's gateway and the simulator: both parse with these schemas.
 *
 * Up (device → back-office): vr/v1/{deviceCode}/up/{hello|heartbeat|telemetry|event|order|ack|status}
 * (`status` is the device's MQTT last will: `{"v":1,"ts":…,"online":false}`).
 * Down (back-office → device): vr/v1/{deviceCode}/down/{cmd|order-ack|goods}
 * Up `goods-ack` answers a `goods` package; hello and heartbeat carry `goodsVersion`.
 * Down `upgrade` / `upgrade-cancel`, up `upgrade-progress` / `upgrade-result`: remote software upgrades.
 * Down `recording`, up `recording-progress` / `recording-result`: camera playback (the machine uploads
 * the recording of a time range over HTTP).
 * Down `ads`, up `ads-ack` / `ads-report`: advertising (the machine's whole playlist, its
 * acknowledgement per release, and what it shows).
 */
export const PROTOCOL_VERSION = 1 as const;
export const TOPIC_ROOT = 'vr/v1' as const;

export const UP_KINDS = [
  'hello',
  'heartbeat',
  'telemetry',
  'event',
  'order',
  'ack',
  'status',
  'goods-ack',
  'pay-request',
  'card-auth',
  'card-cancel',
  'upgrade-progress',
  'upgrade-result',
  'free-collect',
  'recording-progress',
  'recording-result',
  'ads-ack',
  'ads-report',
] as const;
export type UpKind = (typeof UP_KINDS)[number];
export const DOWN_KINDS = [
  'cmd',
  'order-ack',
  'goods',
  'pay',
  'paid',
  'pay-closed',
  'card-answer',
  'upgrade',
  'upgrade-cancel',
  'recording',
  'ads',
] as const;
export type DownKind = (typeof DOWN_KINDS)[number];

/** Device codes: letters or digits only, at most 50 characters. */
export const DEVICE_CODE_PATTERN = /^[A-Za-z0-9]{1,50}$/;

export const upTopic = (deviceCode: string, kind: UpKind): string => `${TOPIC_ROOT}/${deviceCode}/up/${kind}`;
export const downTopic = (deviceCode: string, kind: DownKind): string => `${TOPIC_ROOT}/${deviceCode}/down/${kind}`;
/** Everything one device may publish or subscribe to lies under this prefix. */
export const deviceTopicPrefix = (deviceCode: string): string => `${TOPIC_ROOT}/${deviceCode}/`;

export type ParsedTopic = { deviceCode: string; direction: 'up'; kind: UpKind } | { deviceCode: string; direction: 'down'; kind: DownKind };

/** Splits a topic of this protocol; null for anything else. */
export function parseTopic(topic: string): ParsedTopic | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT) return null;
  const [, , deviceCode, direction, kind] = parts as [string, string, string, string, string];
  if (!DEVICE_CODE_PATTERN.test(deviceCode)) return null;
  if (direction === 'up' && (UP_KINDS as readonly string[]).includes(kind)) return { deviceCode, direction, kind: kind as UpKind };
  if (direction === 'down' && (DOWN_KINDS as readonly string[]).includes(kind)) return { deviceCode, direction, kind: kind as DownKind };
  return null;
}

const envelope = {
  /** Protocol version. */
  v: z.literal(PROTOCOL_VERSION),
  /** Device clock, milliseconds since the epoch. */
  ts: z.number().int().nonnegative(),
};

/**
 * The goods package version a machine runs (hello, heartbeat): 0 is its factory menu, a package
 * from the back-office starts at 1. Machines older than the goods packages leave it out.
 */
export const goodsVersionSchema = z.number().int().min(0).max(2_147_483_647);

/** Signal strength 1 terrible … 5 excellent. */
export const signalStrengthSchema = z.number().int().min(1).max(5);

export const helloSchema = z.object({
  ...envelope,
  model: z.string().min(1).max(50),
  firmware: z.object({
    app: z.string().max(50),
    mainboard: z.string().max(50),
    dtu: z.string().max(50),
  }),
  /** Cups the machine holds. */
  capacity: z.number().int().nonnegative(),
  /** How often the device will send heartbeats, seconds (the gateway marks it offline after 3 missed). */
  heartbeatSeconds: z.number().int().min(1).max(3600).default(30),
  containers: z
    .array(z.object({ no: z.number().int().min(1).max(99), material: z.string().min(1).max(50), capacity: z.number().nonnegative() }))
    .max(99)
    .default([]),
  goodsVersion: goodsVersionSchema.optional(),
});
export type Hello = z.infer<typeof helloSchema>;

export const heartbeatSchema = z.object({ ...envelope, signal: signalStrengthSchema, goodsVersion: goodsVersionSchema.optional() });
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export const telemetrySchema = z.object({
  ...envelope,
  /** Current amount per container, in the material's unit (g, ml, pieces). */
  materials: z
    .array(z.object({ no: z.number().int().min(1).max(99), material: z.string().min(1).max(50), level: z.number().nonnegative() }))
    .max(99),
  /** °C; only what the model has. */
  temperatures: z
    .object({
      hotWater: z.number().optional(),
      coldWater: z.number().optional(),
      liquor: z.number().optional(),
      cabinet: z.number().optional(),
    })
    .default({}),
  water: z.object({ source: z.enum(['tank', 'tap']), levelPercent: z.number().min(0).max(100).optional() }).optional(),
});
export type Telemetry = z.infer<typeof telemetrySchema>;

export const EVENT_KINDS = ['fault', 'warning'] as const;
export type DeviceEventKind = (typeof EVENT_KINDS)[number];

export const eventSchema = z.object({
  ...envelope,
  /** The device's id for this occurrence; raised and released carry the same id. */
  eventId: z.string().min(1).max(64),
  kind: z.enum(EVENT_KINDS),
  state: z.enum(['raised', 'released']),
  code: z.string().min(1).max(32),
  /** Fault level 0, 1, 2. */
  level: z.number().int().min(0).max(2),
  message: z.string().max(200).optional(),
});
export type DeviceEvent = z.infer<typeof eventSchema>;

export const DISPENSE_RESULTS = ['success', 'failed', 'not_dispensed'] as const;
export type DispenseResult = (typeof DISPENSE_RESULTS)[number];

const money = z.number().min(0).max(1_000_000).multipleOf(0.01);

/** A taste chosen for an item, by name: `{ category: 'Sugar', option: 'Less' }`. */
export const tasteChoiceSchema = z.object({ category: z.string().min(1).max(50), option: z.string().min(1).max(50) });

export const orderItemSchema = z.object({
  goodsCode: z.string().min(1).max(50),
  goodsName: z.string().min(1).max(100),
  cupSize: z.string().max(10).optional(),
  tastes: z.array(tasteChoiceSchema).max(20).optional(),
  quantity: z.number().int().min(1).max(99),
  price: money,
  amount: money,
  dispense: z.enum(DISPENSE_RESULTS),
});

/** The kinds of discount a machine names, each part of the order's discount total (`amounts.discount`). */
export const DISCOUNT_KINDS = ['points', 'coupon', 'fullReduction', 'limitedTime', 'employee'] as const;

/** The discount of an order by kind; a kind left out is none. */
const discountsSchema = z
  .object({
    points: money.default(0),
    coupon: money.default(0),
    fullReduction: money.default(0),
    limitedTime: money.default(0),
    employee: money.default(0),
  })
  .partial();
export type DeviceDiscounts = z.infer<typeof discountsSchema>;

/** Cents of the kinds a machine named (0 when it named none). */
export const discountKindsCents = (discounts: DeviceDiscounts | undefined): number =>
  DISCOUNT_KINDS.reduce((n, k) => n + Math.round((discounts?.[k] ?? 0) * 100), 0);

/**
 * The rule of the discount kinds: a machine that names kinds names all of its discount, so they
 * add up to the total to the cent; a machine that names none sends the total alone.
 */
function kindsAddUp(v: { amounts: { discount: number }; discounts?: DeviceDiscounts | undefined }, ctx: z.RefinementCtx): void {
  const kinds = discountKindsCents(v.discounts);
  if (kinds !== 0 && kinds !== Math.round(v.amounts.discount * 100))
    ctx.addIssue({ code: 'custom', path: ['discounts'], message: 'discounts do not add up to amounts.discount' });
}

export const orderSchema = z
  .object({
    ...envelope,
    /** Unique across all machines; the order is stored once however often it is sent. */
    orderCode: z.string().min(1).max(64),
    transactionCode: z.string().max(64).optional(),
    pickupCode: z.string().max(16).optional(),
    type: z.enum(['ordinary', 'marketing']).default('ordinary'),
    /** A payment method of the catalogue (wechat_pay, alipay, …). */
    paymentMethod: z.string().min(1).max(30),
    amounts: z.object({ payment: money, received: money, fee: money.default(0), discount: money.default(0) }),
    /** The discount by kind: none, or kinds adding up to `amounts.discount`. */
    discounts: discountsSchema.default({}),
    paidAt: z.number().int().nonnegative().optional(),
    items: z.array(orderItemSchema).min(1).max(50),
    /** A shopping-cart order: several items chosen together; the machine's cart limit and minimum order amount apply. */
    cart: z.boolean().optional(),
    /**
     * Password-free: the machine dispensed first and collects the payment afterwards (its
     * `free-collect` reports the outcome); stored unpaid until then.
     */
    passwordFree: z.boolean().optional(),
    /** A beverage test a maintenance account started (`testDispense` command): never a sale. */
    test: z.object({ commandId: z.string().min(1).max(64) }).optional(),
  })
  .superRefine(kindsAddUp);
export type DeviceOrder = z.infer<typeof orderSchema>;

/** The back-office's answer to an order, sent after the database commit. */
export const orderAckSchema = z.object({ ...envelope, orderCode: z.string().min(1).max(64) });
export type OrderAck = z.infer<typeof orderAckSchema>;

/* ---------------- the pay flow ---------------- */

/**
 * up/pay-request: a machine asks for a payment for a cart. The back-office creates the order
 * (unpaid, not shipped, expiring in 10 minutes) and the provider's payment, and answers down/pay.
 * Sent again with the same order code (no answer yet), it gets the same answer.
 */
export const payRequestSchema = z
  .object({
    ...envelope,
    orderCode: z.string().min(1).max(64),
    /** A payment method of the catalogue that a provider collects (wechat_pay, alipay). */
    paymentMethod: z.string().min(1).max(30),
    type: z.enum(['ordinary', 'marketing']).default('ordinary'),
    amounts: z.object({ payment: money, discount: money.default(0) }),
    /** The discount by kind, as in `order`: none, or kinds adding up to `amounts.discount`. */
    discounts: discountsSchema.optional(),
    items: z
      .array(orderItemSchema.omit({ dispense: true }))
      .min(1)
      .max(50),
    /** A shopping-cart order: the machine's cart limit and minimum order amount are checked before the payment. */
    cart: z.boolean().optional(),
  })
  .superRefine(kindsAddUp);
export type PayRequest = z.infer<typeof payRequestSchema>;

/** Why a pay-request was refused. */
export const PAY_REFUSALS = [
  'noPayConfig',
  'notOnline',
  'goodsNotDeployed',
  'amountMismatch',
  'orderExists',
  'providerError',
  /** A shopping cart with more cups than the machine's cart limit. */
  'overCartLimit',
  /** A shopping cart under the machine's minimum order amount. */
  'belowMinimum',
] as const;
export type PayRefusal = (typeof PAY_REFUSALS)[number];

/** down/pay: the answer to a pay-request: the link the QR code shows, or a refusal with its reason. */
export const payAnswerSchema = z.union([
  z.object({
    ...envelope,
    orderCode: z.string().min(1).max(64),
    ok: z.literal(true),
    payUrl: z.string().min(1).max(500),
    expiresAt: z.number().int(),
  }),
  z.object({ ...envelope, orderCode: z.string().min(1).max(64), ok: z.literal(false), reason: z.enum(PAY_REFUSALS) }),
]);
export type PayAnswer = z.infer<typeof payAnswerSchema>;

/**
 * down/paid: the provider confirmed the payment; the machine dispenses and reports with up/order.
 * An order the machine did not ask for (placed on a customer's phone through the machine's QR
 * code) comes with its `cart`: what to dispense, as a pay-request would have named it.
 */
export const paidSchema = z.object({
  ...envelope,
  orderCode: z.string().min(1).max(64),
  paidAt: z.number().int(),
  cart: z
    .object({
      paymentMethod: z.string().min(1).max(30),
      amounts: z.object({ payment: money, discount: money.default(0) }),
      items: z
        .array(orderItemSchema.omit({ dispense: true }))
        .min(1)
        .max(50),
    })
    .optional(),
});
export type PaidMessage = z.infer<typeof paidSchema>;

/** down/pay-closed: the payment expired (or was cancelled): the machine stops showing the QR code. */
export const payClosedSchema = z.object({ ...envelope, orderCode: z.string().min(1).max(64), reason: z.enum(['expired', 'cancelled']) });
export type PayClosedMessage = z.infer<typeof payClosedSchema>;

/** Minutes an unpaid order waits for its payment. */
export const PAY_EXPIRY_MINUTES = 10;

/**
 * up/free-collect: the payment of a password-free order, collected after its dispense: `ok` with
 * what was received (and the provider's transaction), or not collected with the machine's reason.
 * Sent again until the order-ack of the same order code arrives; applied once.
 */
export const freeCollectSchema = z.union([
  z.object({
    ...envelope,
    orderCode: z.string().min(1).max(64),
    ok: z.literal(true),
    received: money,
    fee: money.default(0),
    transactionCode: z.string().max(64).optional(),
    paidAt: z.number().int().nonnegative(),
  }),
  z.object({ ...envelope, orderCode: z.string().min(1).max(64), ok: z.literal(false), error: z.string().max(200) }),
]);
export type FreeCollect = z.infer<typeof freeCollectSchema>;

/* ---------------- member and staff cards ---------------- */

/**
 * Which card a machine presents: a member (IC) card, a staff (employee) card by its employee
 * number, or a wristband by its number. Absent: member.
 */
export const CARD_KINDS = ['member', 'staff', 'wristband'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * up/card-auth: a machine presents a member card for a cart and asks the back-office to hold
 * `amount` on it for the order `orderCode`. Sent again with the same `requestId` (no answer
 * heard), it gets the same answer and is held once.
 */
export const cardAuthSchema = z.object({
  ...envelope,
  /** The machine's id of this request: the same id is authorised at most once. */
  requestId: z.string().min(1).max(64),
  orderCode: z.string().min(1).max(64),
  /** A member card's number, a staff card's employee number, or a wristband's number. */
  cardNo: z.string().min(1).max(32),
  /** What the cart costs after discounts, in the card's currency (for a staff card: before its staff discount, which the back-office applies). */
  amount: money,
  /** The card presented (absent: a member card). */
  kind: z.enum(CARD_KINDS).optional(),
  /** ISO 4217 code of the machine's prices; a card of another currency is refused. */
  currency: z.string().length(3).optional(),
  /** Cups in the cart: a free use pays a cart of one cup. */
  cups: z.number().int().min(1).max(50).default(1),
  /** The language of the machine's screen, for the refusal's text. */
  lang: z.enum(LANGS).optional(),
  /** Wristbands: the wearer as the machine knows them (a member's id or name), kept as the band's last user. */
  user: z.string().trim().min(1).max(64).optional(),
  /** A shopping cart: the machine's cart limit (against `cups`) and minimum order amount (against `subtotal`) are checked before anything is held. */
  cart: z.boolean().optional(),
  /** The cart's items' total before discounts, which the minimum order amount is checked against (absent: `amount`). */
  subtotal: money.optional(),
});
export type CardAuthRequest = z.infer<typeof cardAuthSchema>;

/** Why a card was refused at the machine. */
export const CARD_REFUSALS = [
  'unknownCard',
  'cardDisabled',
  'cardLost',
  'insufficientBalance',
  'currencyMismatch',
  'orderExists',
  'requestClosed',
  'unavailable',
  /** A wristband whose duration has run out. */
  'expired',
  /** A wristband that is not reusable and has been used. */
  'alreadyUsed',
  /** A shopping cart with more cups than the machine's cart limit. */
  'overCartLimit',
  /** A shopping cart under the machine's minimum order amount. */
  'belowMinimum',
] as const;
export type CardRefusal = (typeof CARD_REFUSALS)[number];

/** down/card-answer: approved (held: `amount`, or one free use), or refused with a reason and its text. */
export const cardAnswerSchema = z.union([
  z.object({
    ...envelope,
    requestId: z.string().min(1).max(64),
    orderCode: z.string().min(1).max(64),
    ok: z.literal(true),
    /** The amount held (0 for a free use). */
    amount: money,
    freeUse: z.boolean(),
    currency: z.string().length(3),
    /** The card's balance and free uses left after the hold. */
    balance: z.number(),
    freeUses: z.number().int(),
    /** The hold is released unless an order settles it before this time. */
    expiresAt: z.number().int(),
    /** Staff cards: `kind` staff, the cart's price before the discount, the discount applied (percent); `balance` is the month's quota left. */
    kind: z.enum(CARD_KINDS).optional(),
    price: z.number().optional(),
    discount: z.number().min(0).max(100).optional(),
  }),
  z.object({
    ...envelope,
    requestId: z.string().min(1).max(64),
    orderCode: z.string().min(1).max(64),
    ok: z.literal(false),
    reason: z.enum(CARD_REFUSALS),
    /** The reason in the machine's language, for its screen. */
    message: z.string().max(200),
    kind: z.enum(CARD_KINDS).optional(),
  }),
]);
export type CardAnswer = z.infer<typeof cardAnswerSchema>;

/** up/card-cancel: the sale of an approved cart did not happen (nothing dispensed, customer left): release the hold. */
export const cardCancelSchema = z.object({
  ...envelope,
  requestId: z.string().min(1).max(64),
  orderCode: z.string().min(1).max(64),
  /** The card of the request (absent: a member card). */
  kind: z.enum(CARD_KINDS).optional(),
});
export type CardCancel = z.infer<typeof cardCancelSchema>;

/* ---------------- goods packages ---------------- */

/** One product a machine sells, as the back-office deployed it. */
export const goodsItemSchema = z.object({
  /** Menu position, container or cargo lane; unique within the package. */
  slotNo: z.number().int().min(1).max(999),
  productCode: z.string().min(1).max(50),
  names: z.object({ zh: z.string().max(100), en: z.string().max(100), es: z.string().max(100), ja: z.string().max(100) }),
  /** finished (sold as it is) or fresh (made from the recipe). */
  type: z.enum(['finished', 'fresh']),
  /** The machine's selling price for the standard cup, in `currency`. */
  price: money,
  /** ISO 4217 code of the customer's currency. */
  currency: z.string().length(3),
  /** 0 on sale, 1 off sale (listed, not sold). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Pour steps, cup sizes (each with its extra price) and taste categories (options with extra prices). */
  recipe: recipeSchema,
});
export type GoodsItem = z.infer<typeof goodsItemSchema>;

/**
 * down/goods: everything a machine sells, versioned per machine. A machine applies a package
 * whole (or refuses it whole) and answers with up/goods-ack; it keeps the last applied package
 * across restarts and reports its version in hello and heartbeat.
 */
export const goodsPackageSchema = z
  .object({
    ...envelope,
    /** Per machine: 1 for its first package, +1 for each deployment or rollback. */
    version: goodsVersionSchema,
    /** The back-office's id of this package. */
    packageId: z.string().min(1).max(64),
    goods: z.array(goodsItemSchema).max(200),
  })
  .superRefine((p, ctx) => {
    repeatedIndexes(p.goods.map((g) => g.slotNo)).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'slot used twice', path: ['goods', i, 'slotNo'] }),
    );
  });
export type GoodsPackage = z.infer<typeof goodsPackageSchema>;

/** up/goods-ack: the machine applied the package `version` (ok) or refused it (error). */
export const goodsAckSchema = z.object({
  ...envelope,
  version: goodsVersionSchema,
  ok: z.boolean(),
  error: z.string().max(200).optional(),
});
export type GoodsAck = z.infer<typeof goodsAckSchema>;

/* ---------------- software upgrades ---------------- */

/** The software a remote upgrade replaces: the app, the mainboard's firmware, the DTU (network) module's. */
export const UPGRADE_TARGETS = ['app', 'mainboard', 'dtu'] as const;
export type UpgradeTarget = (typeof UPGRADE_TARGETS)[number];

/** The back-office's id of an upgrade (the same for every machine of it). */
const upgradeIdSchema = z.string().min(1).max(64);

/**
 * down/upgrade: download `url`, check its size and SHA-256, install it as `target` and come back
 * with `version` in the next hello. Sent again (same id) when the machine reconnects before it
 * finished: a machine already at it carries on.
 */
export const upgradeCommandSchema = z.object({
  ...envelope,
  upgradeId: upgradeIdSchema,
  target: z.enum(UPGRADE_TARGETS),
  version: z.string().min(1).max(50),
  /** The package; the back-office's own download answers byte ranges, so a download can resume. */
  url: z.string().min(1).max(1000),
  /** Lower-case hex SHA-256 of the package. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Bytes. */
  size: z.number().int().positive(),
});
export type UpgradeCommand = z.infer<typeof upgradeCommandSchema>;

/** down/upgrade-cancel: stop the upgrade (a machine that already installed it says so with its hello). */
export const upgradeCancelSchema = z.object({ ...envelope, upgradeId: upgradeIdSchema });
export type UpgradeCancel = z.infer<typeof upgradeCancelSchema>;

/**
 * up/upgrade-progress: how far the machine is (download and install, 0–100). Only a higher percent
 * is shown, but every report keeps the machine within its deadline (`UPGRADE_REPORT_MINUTES` without
 * a report fails it).
 */
export const upgradeProgressSchema = z.object({ ...envelope, upgradeId: upgradeIdSchema, percent: z.number().int().min(0).max(100) });
export type UpgradeProgress = z.infer<typeof upgradeProgressSchema>;

/** up/upgrade-result: installed (ok), or failed with the machine's reason. */
export const upgradeResultSchema = z.object({
  ...envelope,
  upgradeId: upgradeIdSchema,
  ok: z.boolean(),
  error: z.string().max(200).optional(),
});
export type UpgradeResult = z.infer<typeof upgradeResultSchema>;

/* ---------------- camera recordings ---------------- */

/** The back-office's id of a recording request. */
const recordingIdSchema = z.string().min(1).max(64);

/**
 * down/recording: upload what camera `camera` recorded from `from` to `to` (milliseconds since the
 * epoch, within one day) as one mp4 file, by HTTP POST (multipart: `file`, `dataEntity=device`,
 * `dataField=video`) to `uploadUrl`, at most `maxBytes`. The address is good for this one upload.
 */
export const recordingCommandSchema = z.object({
  ...envelope,
  recordingId: recordingIdSchema,
  camera: z.string().min(1).max(50),
  from: z.number().int().nonnegative(),
  to: z.number().int().positive(),
  uploadUrl: z.string().min(1).max(1000),
  maxBytes: z.number().int().positive(),
});
export type RecordingCommand = z.infer<typeof recordingCommandSchema>;

/** up/recording-progress: how far the machine is (cutting the footage, then uploading it; 0–100). */
export const recordingProgressSchema = z.object({
  ...envelope,
  recordingId: recordingIdSchema,
  percent: z.number().int().min(0).max(100),
});
export type RecordingProgress = z.infer<typeof recordingProgressSchema>;

/**
 * up/recording-result: the machine gave up (ok false, with its reason: no footage, camera fault,
 * upload refused…), or it uploaded the file (ok true; the upload itself is what makes it ready).
 */
export const recordingResultSchema = z.object({
  ...envelope,
  recordingId: recordingIdSchema,
  ok: z.boolean(),
  error: z.string().max(200).optional(),
});
export type RecordingResult = z.infer<typeof recordingResultSchema>;

/* ---------------- advertising ---------------- */

/** The back-office's id of an ad release (the same for every machine of it). */
const adReleaseIdSchema = z.string().min(1).max(64);

/** One release in a machine's playlist: what to show, when, and in which place. */
export const adPlaylistItemSchema = z.object({
  releaseId: adReleaseIdSchema,
  /** The material's id (the same file in several releases is downloaded once). */
  adId: z.string().min(1).max(64),
  kind: z.enum(['image', 'video']),
  /** Where to download the file (HTTP GET). */
  url: z.string().min(1).max(1000),
  /** Bytes of the file. */
  size: z.number().int().positive(),
  /** Seconds an image stays on screen (a video plays to its end). */
  seconds: z.number().int().min(1).max(600),
  /** The first and last day it is shown, in the business time zone (`YYYY-MM-DD`). */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The hours of each of those days it is shown in (`HH:mm`, `24:00` the end of the day). */
  hourFrom: z.string().max(5),
  hourTo: z.string().max(5),
  /** Smaller first; the machine shows its items in turn in this order. */
  order: z.number().int().min(0),
});
export type AdPlaylistItem = z.infer<typeof adPlaylistItemSchema>;

/**
 * down/ads: the machine's whole playlist, which replaces the one it had (a release left out is
 * withdrawn from it). The machine downloads the files it lacks and answers with `ads-ack`.
 */
export const adsPlaylistSchema = z.object({ ...envelope, items: z.array(adPlaylistItemSchema).max(500) });
export type AdsPlaylist = z.infer<typeof adsPlaylistSchema>;

/**
 * up/ads-ack: one result per item of the playlist just applied: ready to show (ok), or failed
 * with the machine's reason (download failed, size mismatch, not playable…).
 */
export const adsAckSchema = z.object({
  ...envelope,
  results: z.array(z.object({ releaseId: adReleaseIdSchema, ok: z.boolean(), error: z.string().max(200).optional() })).max(500),
});
export type AdsAck = z.infer<typeof adsAckSchema>;

/**
 * up/ads-report: what the machine shows now (`showing`, a release id, or null outside every
 * item's days and hours) and how often it showed each release since its last report.
 */
export const adsReportSchema = z.object({
  ...envelope,
  showing: adReleaseIdSchema.nullable(),
  plays: z
    .array(z.object({ releaseId: adReleaseIdSchema, count: z.number().int().min(1).max(100_000) }))
    .max(500)
    .default([]),
});
export type AdsReport = z.infer<typeof adsReportSchema>;

/** Remote commands. */
export const COMMAND_TYPES = [
  'clean',
  'reset',
  'restart',
  'readParams',
  'setParams',
  'setLocalPassword',
  'setCupLimit',
  'setCleanConfig',
  'setMaxStock',
  'setContainers',
  'lock',
  'unlock',
  'refill',
  'testDispense',
  'setScreen',
  'setAccounts',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

export const commandSchema = z.object({
  ...envelope,
  commandId: z.string().min(1).max(64),
  type: z.enum(COMMAND_TYPES),
  params: z.record(z.string(), z.unknown()).default({}),
  /** Milliseconds since the epoch; after it the back-office counts the command as timed out. */
  deadline: z.number().int().nonnegative(),
});
export type DeviceCommand = z.infer<typeof commandSchema>;

export const ackSchema = z.object({
  ...envelope,
  commandId: z.string().min(1).max(64),
  ok: z.boolean(),
  /** What a read answers (readParams: the parameters). */
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.string().max(200).optional(),
});
export type CommandAck = z.infer<typeof ackSchema>;

/**
 * The device's presence as it states it: set as the MQTT last will (`online: false`, retain
 * false, QoS 1) when connecting, and published before a deliberate disconnect. `ts` is the time
 * of the connection the will belongs to, so a will of an older connection never marks a
 * reconnected device offline.
 */
export const deviceStatusSchema = z.object({ ...envelope, online: z.boolean() });
export type DeviceStatusMessage = z.infer<typeof deviceStatusSchema>;

export const COMMAND_STATUSES = ['pending', 'succeeded', 'failed', 'timed_out'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

export const UP_SCHEMAS = {
  hello: helloSchema,
  heartbeat: heartbeatSchema,
  telemetry: telemetrySchema,
  event: eventSchema,
  order: orderSchema,
  ack: ackSchema,
  status: deviceStatusSchema,
  'goods-ack': goodsAckSchema,
  'pay-request': payRequestSchema,
  'card-auth': cardAuthSchema,
  'card-cancel': cardCancelSchema,
  'upgrade-progress': upgradeProgressSchema,
  'upgrade-result': upgradeResultSchema,
  'free-collect': freeCollectSchema,
  'recording-progress': recordingProgressSchema,
  'recording-result': recordingResultSchema,
  'ads-ack': adsAckSchema,
  'ads-report': adsReportSchema,
} as const;

/** How many heartbeat periods a device may miss before the back-office marks it offline. */
export const MISSED_HEARTBEATS_OFFLINE = 3;
/** A command's default deadline. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 30_000;
