import {
  type CommandType,
  type DeviceAccountsCommand,
  type DeviceEvent,
  type DeviceEventKind,
  type DeviceOrder,
  type GoodsItem,
  type GoodsPackage,
  type Heartbeat,
  type Hello,
  type PaidMessage,
  type ScreenCommandParams,
  type Telemetry,
  deviceAccountsCommandSchema,
  goodsPackageSchema,
  screenCommandParamsSchema,
} from '@vr/contracts';
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { type Catalog, type CatalogModel, type LocalizedText, catalog as defaultCatalog } from './catalog.js';
import {
  DRAINED_SHARE,
  type PeriodChances,
  type TemperatureSensor,
  excursionTarget,
  failingDirection,
  temperatureBand,
} from './alarm-episodes.js';
import { type Random, cents, createRandom } from './random.js';

/**
 * One vending machine without its network: containers filled from its model, levels drained by
 * each recipe it sells, refills now and then, temperatures and signal that wobble, faults and
 * warnings that come and go, parameters it answers to commands. Pure and seedable, so the maths
 * can be tested; `device.ts` puts it on MQTT.
 */

export type Language = keyof LocalizedText;

export interface ContainerState {
  no: number;
  material: string;
  capacity: number;
  level: number;
}

/**
 * How much of the recipe a cup size takes, relative to the standard (M) cup; a size not listed
 * (500ml, 1L …) pours the recipe as written.
 */
export const CUP_SIZE_FACTOR: Record<string, number> = { S: 0.8, M: 1, L: 1.3, XL: 1.6 };
/** Sugar added per cup for a sugar taste option, grams. */
const SUGAR_GRAMS: Record<string, number> = { S0: 0, S1: 5, S2: 10 };
/** Share of the recipe's ice for an ice taste option. */
const ICE_SHARE: Record<string, number> = { I0: 0, I1: 0.5, I2: 1 };

export interface Sale {
  /** What the back-office deployed (one entry of the machine's goods package). */
  goods: GoodsItem;
  cupSize: string | undefined;
  quantity: number;
  /** Taste option codes chosen (S1, I0 …). */
  tastes: string[];
}

export interface EventDefinition {
  code: string;
  kind: DeviceEventKind;
  level: 0 | 1 | 2;
  message: string;
  /** Model kinds it happens on; empty: all. */
  kinds: string[];
}

/** Fault and warning codes a machine may raise (docs in packages/device-sim/README.md). */
export const EVENT_DEFINITIONS: readonly EventDefinition[] = [
  { code: 'E101', kind: 'fault', level: 2, message: 'Water heater over temperature', kinds: ['coffee'] },
  { code: 'E102', kind: 'fault', level: 2, message: 'Grinder jammed', kinds: ['coffee'] },
  { code: 'E201', kind: 'fault', level: 1, message: 'Cup dispenser jammed', kinds: ['coffee', 'milk_tea', 'beer'] },
  { code: 'E301', kind: 'fault', level: 2, message: 'Water leak detected', kinds: [] },
  { code: 'E401', kind: 'fault', level: 2, message: 'Refrigeration failure', kinds: ['milk_tea', 'beer'] },
  { code: 'E501', kind: 'fault', level: 1, message: 'Mainboard communication timeout', kinds: [] },
  { code: 'E601', kind: 'fault', level: 1, message: 'Flow meter error', kinds: ['water', 'beer'] },
  { code: 'W101', kind: 'warning', level: 0, message: 'Waste bin nearly full', kinds: ['coffee', 'milk_tea'] },
  { code: 'W102', kind: 'warning', level: 1, message: 'Cleaning overdue', kinds: [] },
  { code: 'W201', kind: 'warning', level: 1, message: 'Low water pressure', kinds: ['coffee', 'water'] },
  { code: 'W301', kind: 'warning', level: 0, message: 'Door open', kinds: [] },
  { code: 'W401', kind: 'warning', level: 1, message: 'Cabinet temperature high', kinds: ['milk_tea', 'beer'] },
  { code: 'W501', kind: 'warning', level: 0, message: 'Filter replacement due', kinds: ['water'] },
];

const FIRMWARE: Record<string, Hello['firmware']> = {
  coffee: { app: 'VR-Coffee 3.8.2', mainboard: 'MB-C 2.4.1', dtu: 'EC20 1.0.7' },
  milk_tea: { app: 'VR-Tea 2.3.0', mainboard: 'MB-T 1.9.4', dtu: 'EC20 1.0.7' },
  beer: { app: 'VR-Tap 1.6.5', mainboard: 'MB-B 1.2.0', dtu: 'EC200 2.1.3' },
  water: { app: 'VR-Water 1.1.9', mainboard: 'MB-W 1.0.8', dtu: 'EC200 2.1.3' },
};

/** Weights of payment methods by machine kind (festival beer taps take wristbands, water stations coins). */
const PAYMENT_WEIGHTS: Record<string, Record<string, number>> = {
  default: { wechat_pay: 46, alipay: 30, union_pay_qr: 4, member_card: 9, staff_card: 3, wristband: 0, cash: 6, free: 2 },
  beer: { wechat_pay: 25, alipay: 15, union_pay_qr: 2, member_card: 8, staff_card: 2, wristband: 45, cash: 3, free: 0 },
  water: { wechat_pay: 45, alipay: 25, union_pay_qr: 2, member_card: 10, staff_card: 0, wristband: 0, cash: 18, free: 0 },
};
/** Payment provider fee, share of the amount paid. */
const FEE_RATE: Record<string, number> = { wechat_pay: 0.006, alipay: 0.006, union_pay_qr: 0.0038 };

/** What a machine answers to a command (the device layer turns it into `up/ack`). */
export interface CommandOutcome {
  ok: boolean;
  result?: Record<string, unknown>;
  error?: string;
  /** The machine restarts after acknowledging (reconnects a few seconds later). */
  restart?: boolean;
  /** Events the command caused (reset releases open faults). */
  events?: DeviceEvent[];
  /** The levels changed: the machine reports its telemetry at once. */
  report?: boolean;
  /** A test dispense made this beverage: the machine reports it as a test order (marked with the command's id). */
  testOrder?: DeviceOrder;
}

/** How a sale is made: a shopping cart of several items, or password-free (dispensed first, paid after). */
export interface SaleOptions {
  /** A shopping cart of this many items (drinks chosen one after the other). */
  cartItems?: number;
  passwordFree?: boolean;
}

const RANDOM_FAILURES = ['mainboard busy, try again', 'dispensing in progress', 'timeout talking to the mainboard', 'door open'];

export interface MachineOptions {
  code: string;
  model: string;
  random?: Random;
  /** Device clock; default Date.now. */
  now?: () => number;
  catalog?: Catalog;
  /** Language of goods names in orders. */
  language?: Language;
  /** Seconds between heartbeats, announced in hello. */
  heartbeatSeconds?: number;
  /** Share of commands answered with a failure (default 0.05). */
  commandFailureRate?: number;
  /** Share of items that fail to dispense: three quarters failed, a quarter not dispensed (default 0.02). */
  dispenseFailureRate?: number;
  /** Initial fill of each container as a share of capacity [min, max] (default [0.45, 1]). */
  initialFill?: [number, number];
  /** Initial levels by container number (what the back-office last knew); others use initialFill. */
  levels?: Record<number, number>;
  /** The goods package the machine kept from before (default: none, so it sells nothing until one arrives). */
  goods?: GoodsPackage;
}

/** A temperature pushed out of its normal band: the sensor, where it is held, and the band it left. */
export interface Excursion {
  sensor: TemperatureSensor;
  target: number;
  band: [number, number];
}

/** What one period of random alarms did (`tickAlarms`). */
export interface AlarmTick {
  /** Faults and warnings raised or released. */
  events: DeviceEvent[];
  /** Containers drained under their alarm value, and drained containers refilled. */
  drained: number[];
  refilled: number[];
  /** Temperatures pushed out of their band, and those back in it. */
  excursions: Excursion[];
  restored: TemperatureSensor[];
}

/** What applying a goods package answers (the device layer turns it into up/goods-ack). */
export interface GoodsOutcome {
  ok: boolean;
  error?: string;
}

export class Machine {
  readonly code: string;
  readonly model: CatalogModel;
  readonly containers: ContainerState[];
  /** The package it runs (null: none yet, so nothing to sell). */
  goods: GoodsPackage | null = null;
  readonly openEvents = new Map<string, DeviceEvent>();
  signal: number;
  locked = false;
  /** Parameters the machine keeps (answered by readParams, changed by the set* commands). */
  readonly params: Record<string, unknown>;
  readonly temperatures: Telemetry['temperatures'];
  private readonly random: Random;
  private readonly now: () => number;
  private readonly catalog: Catalog;
  private readonly language: Language;
  private readonly units: Map<string, string>;
  private readonly commandFailureRate: number;
  private readonly dispenseFailureRate: number;
  private orderSeq = 0;
  private eventSeq = 0;
  private readonly novelties = new Set<string>();
  /** Containers drained on purpose (an alarm episode): the route operator leaves them until the episode ends. */
  private readonly drained = new Set<number>();
  /** Temperatures held outside their band, by sensor: where they are held. */
  private readonly excursions = new Map<TemperatureSensor, number>();
  /** The software it runs (app, mainboard, DTU); a remote upgrade replaces one. */
  readonly firmware: Hello['firmware'];
  /** What its touch screen shows (setScreen): null, the factory screen. */
  screen: ScreenCommandParams | null = null;
  /** The accounts that may sign in on its screen (setAccounts): each with its password's salted hash only. */
  accounts: DeviceAccountsCommand['accounts'] = [];

  constructor(options: MachineOptions) {
    this.catalog = options.catalog ?? defaultCatalog;
    const model = this.catalog.deviceModels.find((m) => m.code === options.model);
    if (!model)
      throw new Error(`unknown device model "${options.model}" (catalogue: ${this.catalog.deviceModels.map((m) => m.code).join(', ')})`);
    this.code = options.code;
    this.model = model;
    this.random = options.random ?? createRandom();
    this.now = options.now ?? Date.now;
    this.language = options.language ?? 'en';
    this.commandFailureRate = options.commandFailureRate ?? 0.05;
    this.dispenseFailureRate = options.dispenseFailureRate ?? 0.02;
    this.firmware = { ...(FIRMWARE[model.kind] ?? FIRMWARE['coffee']!) };
    this.units = new Map(this.catalog.materials.map((m) => [m.code, m.unit]));
    const [minFill, maxFill] = options.initialFill ?? [0.45, 1];
    this.containers = model.containers.map((c, i) => ({
      no: i + 1,
      material: c.material,
      capacity: c.capacity,
      level: Math.min(c.capacity, Math.max(0, options.levels?.[i + 1] ?? Math.round(c.capacity * this.random.between(minFill, maxFill)))),
    }));
    if (options.goods) this.applyGoods(options.goods);
    this.signal = this.random.weighted([
      [5, 3],
      [4, 4],
      [3, 2],
      [2, 1],
    ]);
    this.temperatures = this.baseTemperatures();
    this.params = {
      heartbeatSeconds: options.heartbeatSeconds ?? 30,
      cupLimit: { mode: 'total', limit: 0 },
      localPasswordSet: false,
      cleanConfig: { autoClean: true, time: '03:00', intervalHours: 24 },
      maxStock: Object.fromEntries(this.containers.map((c) => [String(c.no), this.defaultMaxStock(c)])),
      volume: 6,
      screenBrightness: 80,
      language: this.language,
      ...deviceParameters(model.kind),
    };
  }

  private defaultMaxStock(c: ContainerState): number {
    return this.units.get(c.material) === 'other' ? c.capacity : Math.round(c.capacity / 10);
  }

  private baseTemperatures(): Telemetry['temperatures'] {
    switch (this.model.kind) {
      case 'coffee':
        return { hotWater: 92, cabinet: 24 };
      case 'milk_tea':
        return { coldWater: 5, cabinet: 5 };
      case 'beer':
        return { liquor: 3, cabinet: 4 };
      default:
        return { coldWater: 14 };
    }
  }

  private nextTs(): number {
    return Math.floor(this.now());
  }

  /** The version of the goods package it runs; 0 before the first one. */
  get goodsVersion(): number {
    return this.goods?.version ?? 0;
  }

  /** On-sale goods of its package. */
  onSale(): GoodsItem[] {
    return this.goods?.goods.filter((g) => g.status === 0) ?? [];
  }

  /**
   * Applies a goods package whole, or refuses it whole: a package that does not parse, or one
   * older than what it runs (the same version again is applied again and acknowledged).
   */
  applyGoods(pkg: unknown): GoodsOutcome {
    const parsed = goodsPackageSchema.safeParse(pkg);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: `invalid package: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.slice(0, 200) };
    }
    if (this.goods && parsed.data.version < this.goods.version) {
      return { ok: false, error: `version ${parsed.data.version} is older than the running version ${this.goods.version}` };
    }
    // What a new package adds to a machine that already sold something is what passers-by try first.
    if (this.goods) {
      const before = new Set(this.goods.goods.map((g) => g.productCode));
      for (const g of parsed.data.goods) if (!before.has(g.productCode)) this.novelties.add(g.productCode);
    }
    this.goods = parsed.data;
    return { ok: true };
  }

  /** The hello of a connection; `ts` is that connection's time (its last will carries the same). */
  hello(ts = this.nextTs()): Hello {
    return {
      v: 1,
      ts,
      model: this.model.code,
      firmware: { ...this.firmware },
      capacity: this.model.cupCapacity,
      heartbeatSeconds: this.params['heartbeatSeconds'] as number,
      containers: this.containers.map((c) => ({ no: c.no, material: c.material, capacity: c.capacity })),
      goodsVersion: this.goodsVersion,
    };
  }

  /** A heartbeat; the signal drifts a step now and then. */
  heartbeat(): Heartbeat {
    if (this.random.chance(0.1)) {
      const step = this.random.chance(this.signal >= 4 ? 0.6 : 0.35) ? -1 : 1;
      this.signal = Math.min(5, Math.max(1, this.signal + step));
    }
    return { v: 1, ts: this.nextTs(), signal: this.signal, goodsVersion: this.goodsVersion };
  }

  /** Current levels and temperatures (temperatures wobble around their targets). */
  telemetry(): Telemetry {
    const base = this.baseTemperatures();
    for (const key of Object.keys(base) as TemperatureSensor[]) {
      const target = this.excursions.get(key) ?? base[key]!;
      const current = this.temperatures[key] ?? target;
      const next = current + (target - current) * 0.3 + this.random.gauss(0, key === 'hotWater' ? 1.2 : 0.6);
      this.temperatures[key] = Math.round(next * 10) / 10;
    }
    const tank = this.containers.find((c) => c.material === 'WATER');
    return {
      v: 1,
      ts: this.nextTs(),
      materials: this.containers.map((c) => ({ no: c.no, material: c.material, level: Math.round(c.level * 10) / 10 })),
      temperatures: { ...this.temperatures },
      // A tank when the model has a water container; beer taps use no water at all.
      ...(tank
        ? { water: { source: 'tank' as const, levelPercent: Math.round((tank.level / tank.capacity) * 1000) / 10 } }
        : this.model.kind === 'beer'
          ? {}
          : { water: { source: 'tap' as const } }),
    };
  }

  private container(material: string): ContainerState | undefined {
    return this.containers.find((c) => c.material === material);
  }

  /** What one sale takes from each container, by container number (the recipe maths). */
  consumption(sale: Sale): Map<number, number> {
    const use = new Map<number, number>();
    const add = (material: string, amount: number) => {
      const c = this.container(material);
      if (!c || amount <= 0) return;
      use.set(c.no, cents((use.get(c.no) ?? 0) + amount));
    };
    const factor = sale.cupSize ? (CUP_SIZE_FACTOR[sale.cupSize] ?? 1) : 1;
    const iceShare = sale.tastes.map((t) => ICE_SHARE[t]).find((v) => v !== undefined) ?? 1;
    for (const step of sale.goods.recipe.steps) {
      const share = step.materialCode === 'ICE' ? iceShare : 1;
      add(step.materialCode, step.amount * factor * share * sale.quantity);
      if (step.water) add('WATER', step.water * factor * sale.quantity);
    }
    const sugar = sale.tastes.map((t) => SUGAR_GRAMS[t]).find((v) => v !== undefined) ?? 0;
    add('SUGAR', sugar * factor * sale.quantity);
    // One cup (and lid) per drink from the machine's cup containers.
    if (this.model.cupCapacity > 0) {
      for (const c of this.containers) if (this.units.get(c.material) === 'other') add(c.material, sale.quantity);
    }
    return use;
  }

  canMake(sale: Sale): boolean {
    for (const [no, amount] of this.consumption(sale)) {
      const c = this.containers[no - 1]!;
      if (c.level < amount) return false;
    }
    return true;
  }

  private drain(sale: Sale): void {
    for (const [no, amount] of this.consumption(sale)) {
      const c = this.containers[no - 1]!;
      c.level = Math.max(0, cents(c.level - amount));
    }
  }

  /**
   * A customer's choice among the on-sale goods of the deployed package: a cup size and one
   * option of each taste category of its recipe (the default more often than not), and a
   * quantity (water stations sell litres). Null when nothing deployed can be made.
   */
  chooseSale(): Sale | null {
    const makeable: Sale[] = [];
    for (const goods of this.onSale()) {
      const sizes = goods.recipe.cupSizes.map((c) => c.size);
      const cupSize = sizes.length > 0 ? this.random.pick(sizes) : undefined;
      const tastes = goods.recipe.tastes.map((cat) => {
        const dflt = cat.options.find((o) => o.isDefault) ?? cat.options[0]!;
        return this.random.chance(0.55) ? dflt.code : this.random.pick(cat.options).code;
      });
      const quantity = this.model.kind === 'water' ? this.random.pick([1, 1, 2, 5, 5, 10, 19]) : this.random.chance(0.9) ? 1 : 2;
      const sale = { goods, cupSize, quantity, tastes };
      if (this.canMake(sale)) makeable.push(sale);
    }
    if (makeable.length === 0) return null;
    const novel = makeable.find((m) => this.novelties.has(m.goods.productCode));
    if (novel) {
      this.novelties.delete(novel.goods.productCode);
      return novel;
    }
    return this.random.pick(makeable);
  }

  /** Products a deployment added that no customer has bought here yet: the next sales take them first. */
  get hasNovelties(): boolean {
    return this.novelties.size > 0;
  }

  /** The deployed price plus the chosen cup size's and taste options' extra prices. */
  unitPrice(sale: Sale): number {
    const size = sale.goods.recipe.cupSizes.find((c) => c.size === sale.cupSize);
    let extra = size?.extraPrice ?? 0;
    for (const cat of sale.goods.recipe.tastes) {
      const chosen = cat.options.find((o) => sale.tastes.includes(o.code));
      extra += chosen?.extraPrice ?? 0;
    }
    return cents(Math.max(0.01, sale.goods.price + extra));
  }

  private newOrderCode(ts: number): string {
    this.orderSeq += 1;
    const d = new Date(ts);
    const p = (n: number, w = 2) => String(n).padStart(w, '0');
    const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
    return `${this.code.slice(0, 36)}-${stamp}-${p(this.orderSeq % 1_000_000, 6)}`;
  }

  private digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.random.int(0, 9));
    return s;
  }

  /**
   * Makes a cart the machine was told to dispense (an order placed on a customer's phone and paid):
   * each item pours or fails as a sale's would; the order as the machine reports it.
   */
  dispenseCart(orderCode: string, cart: NonNullable<PaidMessage['cart']>, paidAt: number): DeviceOrder {
    const items: DeviceOrder['items'] = cart.items.map((item) => {
      const roll = this.random.next();
      const failed = this.dispenseFailureRate * 0.75;
      return { ...item, dispense: roll < failed ? 'failed' : roll < this.dispenseFailureRate ? 'not_dispensed' : 'success' };
    });
    return {
      v: 1,
      ts: this.nextTs(),
      orderCode,
      type: 'ordinary',
      paymentMethod: cart.paymentMethod,
      amounts: { payment: cart.amounts.payment, received: cart.amounts.payment, fee: 0, discount: cart.amounts.discount },
      discounts: {},
      paidAt,
      items,
    };
  }

  /**
   * Sells one order (one drink, sometimes two) of its deployed on-sale goods if it can make
   * something: drains the containers by the deployed recipe and answers the order message; null
   * when locked, without a package, or out of everything.
   */
  sell(paymentMethod?: string, options: SaleOptions = {}): DeviceOrder | null {
    if (this.locked) return null;
    const first = this.chooseSale();
    if (!first) return null;
    // A cart takes one of each item it holds, so carts of a few items stay within the usual cart limits.
    if (options.cartItems !== undefined) first.quantity = 1;
    const sales = [first];
    this.drain(first);
    const wanted = options.cartItems ?? (this.model.kind !== 'water' && this.random.chance(0.15) ? 2 : 1);
    while (sales.length < wanted) {
      const another = this.chooseSale();
      if (!another) break;
      if (options.cartItems !== undefined) another.quantity = 1;
      sales.push(another);
      this.drain(another);
    }
    const cart = options.cartItems !== undefined && sales.length > 1;
    const ts = this.nextTs();
    const kind = PAYMENT_WEIGHTS[this.model.kind] ? this.model.kind : 'default';
    const weights = PAYMENT_WEIGHTS[kind]!;
    const methods = this.catalog.paymentMethods.map((m) => [m, weights[m] ?? 1] as const);
    const chosen = this.random.weighted(methods);
    paymentMethod ??= chosen;

    const items: DeviceOrder['items'] = sales.map((s) => {
      const price = this.unitPrice(s);
      const roll = this.random.next();
      const failed = this.dispenseFailureRate * 0.75;
      const dispense = roll < failed ? 'failed' : roll < this.dispenseFailureRate ? 'not_dispensed' : 'success';
      return {
        goodsCode: s.goods.productCode,
        goodsName: (s.goods.names[this.language] || s.goods.names.zh || s.goods.productCode).slice(0, 100),
        ...(s.cupSize ? { cupSize: s.cupSize } : {}),
        quantity: s.quantity,
        price,
        amount: cents(price * s.quantity),
        dispense,
      };
    });
    const total = cents(items.reduce((sum, i) => sum + i.amount, 0));
    const marketing = this.random.chance(0.05);
    const discounts: Record<string, number> = {};
    if (paymentMethod === 'free') discounts['coupon'] = total;
    else {
      if (paymentMethod === 'staff_card') discounts['employee'] = cents(total * 0.5);
      if (marketing) discounts['limitedTime'] = cents(total * 0.2);
      if (paymentMethod === 'member_card' && this.random.chance(0.3)) discounts['points'] = this.random.int(1, 3);
      if (this.random.chance(0.1)) discounts['coupon'] = this.random.int(2, 5);
      if (total >= 30 && this.random.chance(0.3)) discounts['fullReduction'] = 5;
    }
    // Never discount more than the total (a free cup costs nothing, a paid one at least a cent).
    let discount = 0;
    for (const key of Object.keys(discounts)) {
      const room = cents((paymentMethod === 'free' ? total : total - 0.01) - discount);
      discounts[key] = cents(Math.max(0, Math.min(discounts[key]!, room)));
      discount = cents(discount + discounts[key]!);
    }
    const payment = cents(total - discount);
    const fee = cents(payment * (FEE_RATE[paymentMethod] ?? 0));
    const transactionCode =
      paymentMethod === 'wechat_pay'
        ? `4200${this.digits(24)}`
        : paymentMethod === 'alipay'
          ? `${new Date(ts).getUTCFullYear()}${this.digits(24)}`
          : paymentMethod === 'union_pay_qr'
            ? `UP${this.digits(20)}`
            : undefined;
    return {
      v: 1,
      ts,
      orderCode: this.newOrderCode(ts),
      ...(transactionCode ? { transactionCode } : {}),
      ...(this.random.chance(0.3) ? { pickupCode: this.digits(4) } : {}),
      type: marketing ? 'marketing' : 'ordinary',
      paymentMethod,
      amounts: { payment, received: options.passwordFree ? 0 : payment, fee: options.passwordFree ? 0 : fee, discount },
      discounts,
      // Password-free: dispensed first, the payment is collected afterwards (free-collect).
      ...(options.passwordFree ? { passwordFree: true } : { paidAt: Math.max(0, ts - this.random.int(2_000, 40_000)) }),
      ...(cart ? { cart: true } : {}),
      items,
    };
  }

  /**
   * A beverage test a maintenance account started: one cup of `goodsCode` (an on-sale product of
   * the package), made and drained like a sale, reported at no charge; null when it cannot be made.
   */
  testDispense(goodsCode: string, cupSize?: string): DeviceOrder | null {
    const goods = this.onSale().find((g) => g.productCode === goodsCode);
    if (!goods) return null;
    const sizes = goods.recipe.cupSizes.map((c) => c.size);
    const size = cupSize && sizes.includes(cupSize) ? cupSize : sizes[0];
    const tastes = goods.recipe.tastes.map((cat) => (cat.options.find((o) => o.isDefault) ?? cat.options[0]!).code);
    const sale: Sale = { goods, cupSize: size, quantity: 1, tastes };
    if (!this.canMake(sale)) return null;
    this.drain(sale);
    const ts = this.nextTs();
    const price = this.unitPrice(sale);
    const failed = this.random.next() < this.dispenseFailureRate;
    return {
      v: 1,
      ts,
      orderCode: this.newOrderCode(ts),
      type: 'ordinary',
      paymentMethod: 'free',
      amounts: { payment: 0, received: 0, fee: 0, discount: price },
      discounts: {},
      items: [
        {
          goodsCode: goods.productCode,
          goodsName: (goods.names[this.language] || goods.names.zh || goods.productCode).slice(0, 100),
          ...(size ? { cupSize: size } : {}),
          quantity: 1,
          price,
          amount: price,
          dispense: failed ? 'failed' : 'success',
        },
      ],
    };
  }

  /** Refills one container (or every container) to full. */
  refill(no?: number): void {
    for (const c of this.containers) {
      if (no === undefined || c.no === no) {
        c.level = c.capacity;
        this.drained.delete(c.no);
      }
    }
  }

  /** Containers under a quarter are refilled by the route operator now and then (not those drained on purpose). */
  maybeRefill(chance = 0.15): number[] {
    const refilled: number[] = [];
    for (const c of this.containers) {
      if (c.level < c.capacity * 0.25 && !this.drained.has(c.no) && this.random.chance(chance)) {
        c.level = Math.round(c.capacity * this.random.between(0.92, 1));
        refilled.push(c.no);
      }
    }
    return refilled;
  }

  private eventId(ts: number): string {
    this.eventSeq += 1;
    return `${this.code.slice(0, 40)}-${ts.toString(36)}-${this.eventSeq}`;
  }

  /** Raises a fault or warning (a random one of the model's kind unless a code is given). */
  raise(kind: DeviceEventKind = 'fault', code?: string): DeviceEvent {
    const candidates = EVENT_DEFINITIONS.filter(
      (d) => d.kind === kind && (d.kinds.length === 0 || d.kinds.includes(this.model.kind)) && (code === undefined || d.code === code),
    );
    const def = candidates.length > 0 ? this.random.pick(candidates) : undefined;
    const ts = this.nextTs();
    const event: DeviceEvent = {
      v: 1,
      ts,
      eventId: this.eventId(ts),
      kind,
      state: 'raised',
      code: def?.code ?? code ?? (kind === 'fault' ? 'E999' : 'W999'),
      level: def?.level ?? 1,
      message: def?.message ?? 'Unspecified',
    };
    this.openEvents.set(event.eventId, event);
    return event;
  }

  /** Releases an open event; null when it is not open. */
  release(eventId: string): DeviceEvent | null {
    const open = this.openEvents.get(eventId);
    if (!open) return null;
    this.openEvents.delete(eventId);
    return { ...open, ts: this.nextTs(), state: 'released' };
  }

  /**
   * Faults and warnings come and go: called once per telemetry period. Rates are per call, so a
   * machine reporting every minute raises a warning about every 2 hours and a fault about twice a
   * day, and each clears within minutes to an hour.
   */
  tickEvents(rates = { warning: 0.008, fault: 0.0015, release: 0.12 }): DeviceEvent[] {
    const out: DeviceEvent[] = [];
    for (const open of [...this.openEvents.values()]) {
      if (this.random.chance(rates.release)) out.push(this.release(open.eventId)!);
    }
    const openOf = (kind: DeviceEventKind) => [...this.openEvents.values()].filter((e) => e.kind === kind).length;
    if (openOf('warning') < 2 && this.random.chance(rates.warning)) out.push(this.raise('warning'));
    if (openOf('fault') < 1 && this.random.chance(rates.fault)) out.push(this.raise('fault'));
    return out;
  }

  /**
   * Drains a container to under its alarm value (a few per cent of its capacity): the one named,
   * or a random one not drained yet. It stays so until `refill`. Null when there is none to drain.
   */
  drainContainer(no?: number): ContainerState | null {
    const candidates = this.containers.filter((c) => (no === undefined ? !this.drained.has(c.no) : c.no === no));
    if (candidates.length === 0) return null;
    const c = no === undefined ? this.random.pick(candidates) : candidates[0]!;
    const [min, max] = DRAINED_SHARE;
    c.level = Math.min(c.level, cents(c.capacity * this.random.between(min, max)));
    this.drained.add(c.no);
    return { ...c };
  }

  /** The containers drained on purpose and not refilled yet. */
  drainedContainers(): number[] {
    return [...this.drained].sort((a, b) => a - b);
  }

  /** The temperature sensors of the model. */
  sensors(): TemperatureSensor[] {
    return Object.keys(this.baseTemperatures()) as TemperatureSensor[];
  }

  /**
   * Pushes a temperature outside its normal band (the sensor named, or a random one not out yet),
   * in the direction asked or the one it fails in (a heater cools, a cooler warms), by `delta` °C;
   * the next telemetry shows it, and it stays there until `endExcursion`. Null when the model has
   * no such sensor, or every one is out already.
   */
  startExcursion(options: { sensor?: TemperatureSensor; direction?: 'high' | 'low'; delta?: number } = {}): Excursion | null {
    const base = this.baseTemperatures();
    const candidates = this.sensors().filter((s) => (options.sensor === undefined ? !this.excursions.has(s) : s === options.sensor));
    if (candidates.length === 0) return null;
    const sensor = options.sensor ?? this.random.pick(candidates);
    const normal = base[sensor]!;
    const target = excursionTarget(normal, options.direction ?? failingDirection(sensor), options.delta);
    this.excursions.set(sensor, target);
    this.temperatures[sensor] = target;
    return { sensor, target, band: temperatureBand(sensor, normal) };
  }

  /** Brings a temperature (or every one held out) back to its target; answers the sensors brought back. */
  endExcursion(sensor?: TemperatureSensor): TemperatureSensor[] {
    const base = this.baseTemperatures();
    const ended = [...this.excursions.keys()].filter((s) => sensor === undefined || s === sensor);
    for (const s of ended) {
      this.excursions.delete(s);
      this.temperatures[s] = base[s]!;
    }
    return ended;
  }

  /** The temperatures held outside their band now. */
  excursionSensors(): TemperatureSensor[] {
    return [...this.excursions.keys()];
  }

  /**
   * One reporting period of random alarms at the given chances: open ones end (a fault or warning
   * released, a drained container refilled, a temperature back in its band), new ones start (at
   * most two warnings, one fault, one drained container and one excursion at a time).
   */
  tickAlarms(chances: PeriodChances): AlarmTick {
    const tick: AlarmTick = { events: [], drained: [], refilled: [], excursions: [], restored: [] };
    for (const open of [...this.openEvents.values()]) {
      if (this.random.chance(chances.end)) tick.events.push(this.release(open.eventId)!);
    }
    for (const no of this.drainedContainers()) {
      if (this.random.chance(chances.end)) {
        this.refill(no);
        tick.refilled.push(no);
      }
    }
    for (const sensor of this.excursionSensors()) {
      if (this.random.chance(chances.end)) tick.restored.push(...this.endExcursion(sensor));
    }
    const openOf = (kind: DeviceEventKind) => [...this.openEvents.values()].filter((e) => e.kind === kind).length;
    if (openOf('warning') < 2 && this.random.chance(chances.warning)) tick.events.push(this.raise('warning'));
    if (openOf('fault') < 1 && this.random.chance(chances.fault)) tick.events.push(this.raise('fault'));
    if (this.drained.size === 0 && this.random.chance(chances.lowMaterial)) {
      const c = this.drainContainer();
      if (c) tick.drained.push(c.no);
    }
    if (this.excursions.size === 0 && this.random.chance(chances.temperature)) {
      const e = this.startExcursion();
      if (e) tick.excursions.push(e);
    }
    return tick;
  }

  /** The parameter set readParams answers. */
  readParams(): Record<string, unknown> {
    return {
      ...structuredClone(this.params),
      model: this.model.code,
      firmware: { ...this.firmware },
      locked: this.locked,
      signal: this.signal,
      temperatures: { ...this.temperatures },
      containers: this.containers.map((c) => ({ no: c.no, material: c.material, capacity: c.capacity, level: Math.round(c.level) })),
      openFaults: [...this.openEvents.values()].filter((e) => e.kind === 'fault').map((e) => e.code),
      openWarnings: [...this.openEvents.values()].filter((e) => e.kind === 'warning').map((e) => e.code),
    };
  }

  /**
   * Carries out a command. Invalid parameters fail with a reason; otherwise about 5 % fail at
   * random the way real machines do (busy mainboard, door open …).
   */
  execute(type: CommandType, params: Record<string, unknown>): CommandOutcome {
    const invalid = this.validate(type, params);
    if (invalid) return { ok: false, error: invalid };
    if (this.random.chance(this.commandFailureRate)) return { ok: false, error: this.random.pick(RANDOM_FAILURES) };
    switch (type) {
      case 'clean':
        return { ok: true, result: { cleanedAt: this.nextTs(), durationSeconds: this.random.int(45, 120) } };
      case 'reset': {
        const events = [...this.openEvents.values()].filter((e) => e.kind === 'fault').map((e) => this.release(e.eventId)!);
        return { ok: true, result: { releasedFaults: events.map((e) => e.code) }, events };
      }
      case 'restart':
        return { ok: true, restart: true };
      case 'readParams':
        return { ok: true, result: this.readParams() };
      case 'setParams':
        Object.assign(this.params, params);
        return { ok: true, result: { applied: Object.keys(params) } };
      case 'setLocalPassword':
        this.params['localPasswordSet'] = true;
        return { ok: true };
      case 'setCupLimit': {
        const cupLimit =
          params['mode'] === 'perValve' ? { mode: 'perValve', valves: params['valves'] } : { mode: 'total', limit: params['limit'] };
        this.params['cupLimit'] = cupLimit;
        return { ok: true, result: { cupLimit } };
      }
      case 'setCleanConfig':
        this.params['cleanConfig'] = { ...(this.params['cleanConfig'] as object), ...params };
        return { ok: true, result: { cleanConfig: this.params['cleanConfig'] } };
      case 'setMaxStock': {
        const stock = this.params['maxStock'] as Record<string, number>;
        for (const item of params['items'] as { no: number; maxStock: number }[]) stock[String(item.no)] = item.maxStock;
        return { ok: true, result: { maxStock: { ...stock } } };
      }
      case 'setContainers': {
        const list = params['containers'] as { no: number; material: string; capacity: number }[];
        const before = new Map(this.containers.map((c) => [c.no, c]));
        this.containers.splice(
          0,
          this.containers.length,
          ...list.map((c) => {
            const old = before.get(c.no);
            const level = old && old.material === c.material ? Math.min(old.level, c.capacity) : 0;
            return { no: c.no, material: c.material, capacity: c.capacity, level };
          }),
        );
        return { ok: true, result: { containers: list.length } };
      }
      case 'refill': {
        // A person filled the containers: each takes the level the back-office recorded.
        for (const item of params['containers'] as { no: number; level: number }[]) {
          const c = this.containers.find((x) => x.no === item.no)!;
          c.level = item.level;
          this.drained.delete(c.no);
        }
        return { ok: true, result: { containers: (params['containers'] as unknown[]).length }, report: true };
      }
      case 'lock':
        this.locked = true;
        return { ok: true, result: { locked: true } };
      case 'unlock':
        this.locked = false;
        return { ok: true, result: { locked: false } };
      case 'setScreen': {
        const shown = screenCommandParamsSchema.parse(params);
        this.screen = shown.configId === null ? null : shown;
        return { ok: true, result: { configId: shown.configId, revision: shown.revision } };
      }
      case 'setAccounts': {
        this.accounts = deviceAccountsCommandSchema.parse(params).accounts;
        return { ok: true, result: { accounts: this.accounts.length } };
      }
      case 'testDispense': {
        const order = this.testDispense(String(params['goodsCode']), typeof params['cupSize'] === 'string' ? params['cupSize'] : undefined);
        if (!order) return { ok: false, error: 'cannot make it: not on sale or out of material' };
        return { ok: true, result: { orderCode: order.orderCode, dispense: order.items[0]!.dispense }, testOrder: order };
      }
    }
  }

  /**
   * A person signing in on the machine's screen: the role of the account when the password
   * matches its hash (scrypt with the account's salt), else null.
   */
  signIn(account: string, password: string): DeviceAccountsCommand['accounts'][number]['role'] | null {
    const found = this.accounts.find((a) => a.account === account);
    if (!found) return null;
    const { N, r, p, keyLength, salt, hash } = found.password;
    const key = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'hex'), keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 });
    const expected = Buffer.from(hash, 'hex');
    return key.length === expected.length && timingSafeEqual(key, expected) ? found.role : null;
  }

  private validate(type: CommandType, params: Record<string, unknown>): string | null {
    const isInt = (v: unknown, min: number, max: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
    switch (type) {
      case 'setLocalPassword':
        return typeof params['password'] === 'string' && /^\S{6}$/.test(params['password']) ? null : 'password must be 6 characters';
      case 'setCupLimit': {
        if (params['mode'] === 'perValve') {
          const valves = params['valves'];
          if (!Array.isArray(valves) || valves.length === 0) return 'valves must list at least one valve';
          for (const v of valves as { no?: unknown; limit?: unknown }[])
            if (!isInt(v.no, 1, 99) || !isInt(v.limit, 0, 99999)) return 'each valve needs no 1-99 and limit 0-99999';
          return null;
        }
        return isInt(params['limit'], 0, 99999) ? null : 'limit must be a whole number from 0 to 99999';
      }
      case 'setMaxStock': {
        const items = params['items'];
        if (!Array.isArray(items) || items.length === 0) return 'items must list containers';
        for (const item of items as { no?: unknown; maxStock?: unknown }[]) {
          if (!this.containers.some((c) => c.no === item.no)) return `no container ${String(item.no)}`;
          if (!isInt(item.maxStock, 0, 1_000_000)) return 'maxStock must be a whole number';
        }
        return null;
      }
      case 'setContainers': {
        const list = params['containers'];
        if (!Array.isArray(list) || list.length === 0 || list.length > 99) return 'containers must list 1 to 99 containers';
        for (const c of list as { no?: unknown; material?: unknown; capacity?: unknown }[]) {
          if (!isInt(c.no, 1, 99) || typeof c.material !== 'string' || typeof c.capacity !== 'number' || c.capacity < 0)
            return 'each container needs no, material and capacity';
        }
        return null;
      }
      case 'refill': {
        const list = params['containers'];
        if (!Array.isArray(list) || list.length === 0) return 'containers must list containers';
        for (const item of list as { no?: unknown; level?: unknown }[]) {
          const c = this.containers.find((x) => x.no === item.no);
          if (!c) return `no container ${String(item.no)}`;
          if (typeof item.level !== 'number' || item.level < 0 || item.level > c.capacity) return 'level must be from 0 to the capacity';
        }
        return null;
      }
      case 'setParams':
        return Object.keys(params).length === 0 ? 'no parameters to set' : null;
      case 'setScreen': {
        const checked = screenCommandParamsSchema.safeParse(params);
        return checked.success ? null : `screen not applied: ${checked.error.issues[0]?.path.join('.') || 'params'} invalid`;
      }
      case 'setAccounts': {
        const checked = deviceAccountsCommandSchema.safeParse(params);
        return checked.success ? null : `accounts not applied: ${checked.error.issues[0]?.path.join('.') || 'params'} invalid`;
      }
      case 'testDispense':
        return typeof params['goodsCode'] === 'string' && params['goodsCode'].length > 0 ? null : 'goodsCode required';
      default:
        return null;
    }
  }
}

/**
 * The parameters a machine of this kind reports (the names of the back-office's device
 * settings), with the values a factory sets.
 */
function deviceParameters(kind: string): Record<string, unknown> {
  const common = { flowIntervalSeconds: 5, pulseEquivalent: 0.5, lightStrip: 80, cupSizeLabel: 2 };
  switch (kind) {
    case 'coffee':
      return {
        ...common,
        hotWaterUpper: 92,
        hotWaterLower: 85,
        pumpStartPressure: 1,
        pumpStopPressure: 1.8,
        preBrewWaterMl: 30,
        preBrewSeconds: 3,
        stirringPercent: 60,
        barrelCapacityMl: 2000,
      };
    case 'milk_tea':
      return {
        ...common,
        coldWaterKind: 'ice',
        coldWaterUpper: 8,
        coldWaterLower: 2,
        compressorStart: -2,
        compressorStop: 4,
        compressorProtectionMinutes: 5,
        stirringPercent: 70,
        barrelCapacityMl: 5000,
      };
    case 'beer':
      return {
        ...common,
        liquorUpper: 40,
        liquorLower: 35,
        compressorStart: -5,
        compressorStop: 2,
        compressorProtectionMinutes: 5,
        pumpStartPressure: 1.5,
        pumpStopPressure: 2.5,
        barrelCapacityMl: 30000,
      };
    default:
      return { ...common, coldWaterKind: 'chilled', coldWaterUpper: 12, coldWaterLower: 6, barrelCapacityMl: 18900 };
  }
}
