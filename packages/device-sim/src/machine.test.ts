import { scryptSync } from 'node:crypto';
import { DEVICE_PARAM_KEYS, eventSchema, helloSchema, orderSchema, paramsSaveSchema, telemetrySchema } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import type { GoodsPackage } from '@vr/contracts';
import { catalog } from './catalog.js';
import { catalogGoodsPackage } from './goods.js';
import { Machine, type Sale } from './machine.js';
import { cents, createRandom } from './random.js';

/** A catalogue beverage as a goods package entry (the factory menu of its model). */
const beverage = (code: string) => {
  const model = catalog.beverages.find((b) => b.code === code)!.model;
  return catalogGoodsPackage(model).goods.find((g) => g.productCode === code)!;
};
const machine = (model = 'CM-200', seed = 1, extra: Partial<ConstructorParameters<typeof Machine>[0]> = {}) =>
  new Machine({
    code: 'SIM0001',
    model,
    random: createRandom(seed),
    now: () => 1_790_000_000_000,
    goods: catalogGoodsPackage(model),
    ...extra,
  });

/** Consumption by material code, for readable expectations. */
function use(m: Machine, sale: Sale): Record<string, number> {
  return Object.fromEntries([...m.consumption(sale)].map(([no, amount]) => [m.containers[no - 1]!.material, amount]));
}

describe('recipe maths', () => {
  it('takes each recipe step, its water, a cup and a lid for a standard latte', () => {
    const m = machine();
    expect(use(m, { goods: beverage('C-LATTE'), cupSize: 'M', quantity: 1, tastes: [] })).toEqual({
      'BEAN-ARABICA': 16,
      'MILK-POWDER': 18,
      WATER: 220,
      'CUP-12OZ': 1,
      'LID-12OZ': 1,
    });
  });

  it('scales by cup size and quantity, but still one cup per drink', () => {
    const m = machine();
    expect(use(m, { goods: beverage('C-LATTE'), cupSize: 'L', quantity: 2, tastes: [] })).toEqual({
      'BEAN-ARABICA': 41.6,
      'MILK-POWDER': 46.8,
      WATER: 572,
      'CUP-12OZ': 2,
      'LID-12OZ': 2,
    });
  });

  it('adds sugar for a sugar taste and scales ice by the ice taste', () => {
    const coffee = machine();
    expect(use(coffee, { goods: beverage('C-AMERICANO'), cupSize: 'M', quantity: 1, tastes: ['S2'] })['SUGAR']).toBe(10);
    expect(use(coffee, { goods: beverage('C-AMERICANO'), cupSize: 'M', quantity: 1, tastes: ['S0'] })['SUGAR']).toBeUndefined();
    const tea = machine('MT-100');
    const classic = beverage('T-CLASSIC');
    expect(use(tea, { goods: classic, cupSize: 'L', quantity: 1, tastes: ['I0'] })['ICE']).toBeUndefined();
    expect(use(tea, { goods: classic, cupSize: 'L', quantity: 1, tastes: ['I1'] })['ICE']).toBe(78);
    expect(use(tea, { goods: classic, cupSize: 'L', quantity: 1, tastes: ['I2'] })['ICE']).toBe(156);
  });

  it('sells water by the litre without cups', () => {
    const m = machine('WS-20');
    expect(use(m, { goods: beverage('W-PURIFIED-L'), cupSize: undefined, quantity: 5, tastes: [] })).toEqual({ 'WATER-PURIFIED': 5000 });
  });
});

describe('selling', () => {
  it('drains the containers by what it sold and reports the new levels', () => {
    const m = machine('CM-200', 7, { initialFill: [1, 1] });
    const cupsBefore = m.containers.find((c) => c.material === 'CUP-12OZ')!.level;
    const beansBefore = m.containers.find((c) => c.material === 'BEAN-ARABICA')!.level;
    const order = m.sell()!;
    const cups = order.items.reduce((n, i) => n + i.quantity, 0);
    expect(m.containers.find((c) => c.material === 'CUP-12OZ')!.level).toBe(cupsBefore - cups);
    const t = telemetrySchema.parse(m.telemetry());
    const cupLevel = t.materials.find((x) => x.material === 'CUP-12OZ')!.level;
    expect(cupLevel).toBe(cupsBefore - cups);
    // Every coffee drink but hot chocolate uses beans.
    if (order.items.some((i) => i.goodsCode !== 'C-HOTCHOC')) expect(m.containers[0]!.level).toBeLessThan(beansBefore);
  });

  it('produces valid orders whose amounts add up, on every model', () => {
    for (const model of catalog.deviceModels) {
      const m = machine(model.code, 42, { initialFill: [1, 1] });
      const codes = new Set<string>();
      for (let i = 0; i < 300; i++) {
        const order = m.sell() ?? (m.refill(), m.sell())!;
        const parsed = orderSchema.parse(order);
        codes.add(parsed.orderCode);
        const total = cents(parsed.items.reduce((s, it) => s + it.amount, 0));
        for (const it of parsed.items) expect(it.amount).toBe(cents(it.price * it.quantity));
        const discounts = cents(Object.values(parsed.discounts).reduce((s, d) => s + (d ?? 0), 0));
        expect(parsed.amounts.discount).toBe(discounts);
        expect(parsed.amounts.payment).toBe(cents(total - discounts));
        expect(parsed.amounts.received).toBe(parsed.amounts.payment);
        expect(parsed.amounts.payment).toBeGreaterThanOrEqual(0);
        expect(parsed.amounts.fee).toBeLessThanOrEqual(parsed.amounts.payment);
        for (const it of parsed.items) expect(catalog.beverages.find((b) => b.code === it.goodsCode)!.model).toBe(model.code);
      }
      expect(codes.size).toBe(300);
    }
  });

  it('weights payment methods like real machines and discounts now and then', () => {
    const m = machine('CM-200', 3, { initialFill: [1, 1] });
    const methods = new Map<string, number>();
    let discounted = 0;
    for (let i = 0; i < 2000; i++) {
      const order = m.sell() ?? (m.refill(), m.sell())!;
      methods.set(order.paymentMethod, (methods.get(order.paymentMethod) ?? 0) + 1);
      if (order.amounts.discount > 0) discounted += 1;
    }
    const ranked = [...methods].sort((a, b) => b[1] - a[1]).map(([k]) => k);
    expect(ranked.slice(0, 2)).toEqual(['wechat_pay', 'alipay']);
    expect(methods.has('wristband')).toBe(false);
    expect(discounted).toBeGreaterThan(100);
    expect(discounted).toBeLessThan(1000);
  });

  it('sells nothing when empty or locked, and again after a refill or unlock', () => {
    const m = machine('CM-200', 5, { initialFill: [0, 0] });
    expect(m.sell()).toBeNull();
    m.refill();
    expect(m.sell()).not.toBeNull();
    m.locked = true;
    expect(m.sell()).toBeNull();
  });

  it('says hello with its model, containers and the announced heartbeat', () => {
    const hello = helloSchema.parse(machine('BR-50', 1, { heartbeatSeconds: 10 }).hello());
    expect(hello.model).toBe('BR-50');
    expect(hello.heartbeatSeconds).toBe(10);
    expect(hello.containers.map((c) => c.material)).toEqual(['BEER-LAGER', 'BEER-IPA', 'CUP-500ML']);
  });
});

describe('deployed goods', () => {
  /** A package of version `version` with two latte slots: one on sale at 19.9, one off sale. */
  const deployed = (version: number): GoodsPackage => {
    const latte = beverage('C-LATTE');
    return {
      v: 1,
      ts: 1,
      version,
      packageId: `p${version}`,
      goods: [
        {
          ...latte,
          slotNo: 1,
          productCode: 'MY-LATTE',
          names: { zh: '我的拿铁', en: 'My latte', es: 'Mi latte', ja: 'マイラテ' },
          price: 19.9,
          recipe: {
            steps: [{ pourOrder: 1, materialCode: 'BEAN-ARABICA', water: 100, amount: 20 }],
            cupSizes: [
              { size: 'M', extraPrice: 0 },
              { size: 'L', extraPrice: 4 },
            ],
            tastes: [
              {
                name: '糖',
                required: true,
                multiple: false,
                sort: 0,
                options: [
                  { code: 'S0', name: '无糖', isDefault: true, extraPrice: 0 },
                  { code: 'S2', name: '多糖', isDefault: false, extraPrice: 1.5 },
                ],
              },
            ],
          },
        },
        { ...latte, slotNo: 2, productCode: 'OFF-SALE', status: 1 },
      ],
    };
  };

  it('sells nothing before a package arrives, and reports version 0', () => {
    const m = machine('CM-200', 1, { goods: undefined, initialFill: [1, 1] });
    expect(m.goodsVersion).toBe(0);
    expect(helloSchema.parse(m.hello()).goodsVersion).toBe(0);
    expect(m.sell()).toBeNull();
  });

  it('sells only on-sale deployed goods, at the deployed price plus the cup size and taste extras', () => {
    const m = machine('CM-200', 11, { goods: undefined, initialFill: [1, 1] });
    expect(m.applyGoods(deployed(3))).toEqual({ ok: true });
    expect(m.heartbeat().goodsVersion).toBe(3);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const order = orderSchema.parse(m.sell() ?? (m.refill(), m.sell()));
      for (const item of order.items) {
        expect(item.goodsCode).toBe('MY-LATTE');
        expect(item.goodsName).toBe('My latte');
        expect([19.9, 21.4, 23.9, 25.4]).toContain(item.price);
        seen.add(item.price);
        if (item.cupSize === 'M') expect([19.9, 21.4]).toContain(item.price);
      }
    }
    expect(seen.size).toBe(4);
  });

  it('drains its containers by the deployed recipe amounts', () => {
    const m = machine('CM-200', 1, { goods: deployed(1) });
    const latte = m.goods!.goods[0]!;
    expect(use(m, { goods: latte, cupSize: 'M', quantity: 1, tastes: ['S0'] })).toEqual({
      'BEAN-ARABICA': 20,
      WATER: 100,
      'CUP-12OZ': 1,
      'LID-12OZ': 1,
    });
  });

  it('refuses a package older than the one it runs, and one that does not parse', () => {
    const m = machine('CM-200', 1, { goods: deployed(5) });
    expect(m.applyGoods(deployed(4))).toMatchObject({ ok: false, error: expect.stringContaining('older') });
    expect(m.applyGoods({ ...deployed(6), goods: [{ slotNo: 0 }] })).toMatchObject({ ok: false });
    expect(m.goodsVersion).toBe(5);
    expect(m.applyGoods(deployed(5))).toEqual({ ok: true });
  });

  it('sells a product a deployment added first, once, then picks among all again', () => {
    const m = machine('CM-200', 3, { initialFill: [1, 1] });
    const factory = catalogGoodsPackage('CM-200');
    const added = { ...factory.goods[0]!, slotNo: 99, productCode: 'NEW-LATTE', names: { ...factory.goods[0]!.names, en: 'New latte' } };
    expect(m.hasNovelties).toBe(false);
    expect(m.applyGoods({ ...factory, version: factory.version + 1, goods: [...factory.goods, added] })).toEqual({ ok: true });
    expect(m.hasNovelties).toBe(true);
    expect(m.sell()!.items[0]!.goodsCode).toBe('NEW-LATTE');
    expect(m.hasNovelties).toBe(false);
    const codes = new Set(Array.from({ length: 40 }, () => (m.sell() ?? (m.refill(), m.sell()))!.items[0]!.goodsCode));
    expect(codes.size).toBeGreaterThan(2);
  });
});

describe('faults and warnings', () => {
  it('releases an event with the id it was raised with', () => {
    const m = machine();
    const raised = eventSchema.parse(m.raise('fault', 'E102'));
    expect(raised).toMatchObject({ kind: 'fault', state: 'raised', code: 'E102', level: 2 });
    const released = eventSchema.parse(m.release(raised.eventId));
    expect(released).toMatchObject({ eventId: raised.eventId, state: 'released', code: 'E102' });
    expect(m.release(raised.eventId)).toBeNull();
  });

  it('raises and clears events by themselves, with codes of its kind', () => {
    const m = machine('WS-20', 9);
    const seen: string[] = [];
    for (let i = 0; i < 5000; i++) {
      for (const e of m.tickEvents()) seen.push(`${e.state}:${e.code}`);
      expect([...m.openEvents.values()].filter((e) => e.kind === 'fault').length).toBeLessThanOrEqual(1);
    }
    expect(seen.some((s) => s.startsWith('raised:'))).toBe(true);
    expect(seen.some((s) => s.startsWith('released:'))).toBe(true);
    // A water station never reports a grinder or a refrigeration failure.
    expect(seen.some((s) => s.endsWith(':E102') || s.endsWith(':E401'))).toBe(false);
  });
});

describe('commands', () => {
  it('answers readParams with a realistic parameter set', () => {
    const m = machine('CM-200', 1, { commandFailureRate: 0 });
    const out = m.execute('readParams', {});
    expect(out.ok).toBe(true);
    expect(out.result).toMatchObject({
      model: 'CM-200',
      hotWaterUpper: 92,
      hotWaterLower: 85,
      cupLimit: { mode: 'total', limit: 0 },
      locked: false,
    });
    // Every parameter it reports is valid by the back-office's own settings schema.
    const reported = Object.fromEntries(DEVICE_PARAM_KEYS.filter((k) => k in out.result!).map((k) => [k, out.result![k]]));
    expect(Object.keys(reported).length).toBeGreaterThan(5);
    expect(paramsSaveSchema.safeParse({ deviceId: 1, ...reported }).success).toBe(true);
    expect((out.result!['containers'] as unknown[]).length).toBe(7);
  });

  it('shows the interface configuration it is sent, refuses a broken one with a reason, and goes back to the factory screen', () => {
    const m = machine('CM-200', 1, { commandFailureRate: 0 });
    const screen = {
      homeLayout: 'carousel',
      banners: ['/api/files/ab12cd34.png'],
      bannerSeconds: 8,
      idleEnabled: true,
      idleSeconds: 300,
      language: 'ja',
      primaryColor: '#ff5500',
      backgroundColor: '#000000',
      textColor: '#ffffff',
    };
    expect(m.execute('setScreen', { configId: 4, name: 'Summer', revision: 2, screen })).toEqual({
      ok: true,
      result: { configId: 4, revision: 2 },
    });
    expect(m.screen).toMatchObject({ configId: 4, revision: 2, screen: { homeLayout: 'carousel', primaryColor: '#ff5500' } });
    const broken = m.execute('setScreen', { configId: 4, name: 'Summer', revision: 3, screen: { ...screen, primaryColor: 'red' } });
    expect(broken).toMatchObject({ ok: false, error: expect.stringContaining('primaryColor') });
    expect(m.screen?.revision).toBe(2);
    expect(m.execute('setScreen', { configId: null, name: null, revision: 0, screen: null }).ok).toBe(true);
    expect(m.screen).toBeNull();
  });

  it('keeps the accounts it is sent and signs a person in only with the password matching its hash', () => {
    const m = machine('CM-200', 1, { commandFailureRate: 0 });
    // scrypt of "a1b2C3" with this salt (N 1024 here to keep the test quick; the machine reads the cost it is sent).
    const salt = '00112233445566778899aabbccddeeff';
    const hash = scryptSync('a1b2C3', Buffer.from(salt, 'hex'), 32, { N: 1024, r: 8, p: 1 }).toString('hex');
    const password = { algo: 'scrypt', N: 1024, r: 8, p: 1, keyLength: 32, salt, hash };
    expect(m.execute('setAccounts', { accounts: [{ id: 7, account: 'ops1', name: 'Li Lei', role: 'maintenance', password }] })).toEqual({
      ok: true,
      result: { accounts: 1 },
    });
    expect(m.signIn('ops1', 'a1b2C3')).toBe('maintenance');
    expect(m.signIn('ops1', 'a1b2C4')).toBeNull();
    expect(m.signIn('ops2', 'a1b2C3')).toBeNull();
    // A list it cannot read is refused with the reason, and the accounts it holds stay.
    expect(m.execute('setAccounts', { accounts: [{ id: 7, account: 'ops1', password: 'a1b2C3' }] })).toMatchObject({
      ok: false,
      error: expect.stringContaining('accounts not applied'),
    });
    expect(m.accounts).toHaveLength(1);
    expect(m.execute('setAccounts', { accounts: [] }).ok).toBe(true);
    expect(m.signIn('ops1', 'a1b2C3')).toBeNull();
  });

  it('applies settings and refuses invalid ones with a reason', () => {
    const m = machine('CM-200', 1, { commandFailureRate: 0 });
    expect(m.execute('setCupLimit', { limit: -1 })).toMatchObject({ ok: false, error: expect.stringContaining('limit') });
    expect(m.execute('setCupLimit', { limit: 300 }).ok).toBe(true);
    expect(m.readParams()['cupLimit']).toEqual({ mode: 'total', limit: 300 });
    expect(m.execute('setCupLimit', { mode: 'perValve', valves: [{ no: 1, limit: 50 }] }).ok).toBe(true);
    expect(m.readParams()['cupLimit']).toEqual({ mode: 'perValve', valves: [{ no: 1, limit: 50 }] });
    expect(m.execute('setCupLimit', { mode: 'perValve', valves: [] }).ok).toBe(false);
    expect(m.execute('setLocalPassword', { password: 'abc' }).ok).toBe(false);
    expect(m.execute('setLocalPassword', { password: '1234567' }).ok).toBe(false);
    expect(m.execute('setLocalPassword', { password: 'a1b2C3' }).ok).toBe(true);
    expect(m.execute('setMaxStock', { items: [{ no: 42, maxStock: 5 }] }).ok).toBe(false);
    expect(m.execute('setMaxStock', { items: [{ no: 1, maxStock: 150 }] }).ok).toBe(true);
    expect((m.readParams()['maxStock'] as Record<string, number>)['1']).toBe(150);
    m.containers[0]!.level = 500;
    expect(
      m.execute('setContainers', {
        containers: [
          { no: 1, material: 'BEAN-ARABICA', capacity: 3000 },
          { no: 2, material: 'SUGAR', capacity: 1000 },
        ],
      }).ok,
    ).toBe(true);
    expect(m.containers.map((c) => [c.material, c.level])).toEqual([
      ['BEAN-ARABICA', 500],
      ['SUGAR', 0],
    ]);
    expect(m.execute('lock', {}).ok).toBe(true);
    expect(m.sell()).toBeNull();
    expect(m.execute('unlock', {}).ok).toBe(true);
  });

  it('takes the levels a refill names and reports them in its telemetry; refuses a level above capacity', () => {
    const m = machine('CM-200', 1, { commandFailureRate: 0 });
    const [first] = m.containers;
    first!.level = 10;
    expect(m.execute('refill', { containers: [{ no: first!.no, level: first!.capacity + 1 }] }).ok).toBe(false);
    expect(m.execute('refill', { containers: [{ no: 99, level: 1 }] }).ok).toBe(false);
    const out = m.execute('refill', { containers: [{ no: first!.no, level: first!.capacity }] });
    expect(out).toMatchObject({ ok: true, report: true });
    expect(m.telemetry().materials.find((x) => x.no === first!.no)?.level).toBe(first!.capacity);
  });

  it('releases open faults on reset', () => {
    const m = machine('CM-200', 1, { commandFailureRate: 0 });
    const fault = m.raise('fault');
    const warning = m.raise('warning');
    const out = m.execute('reset', {});
    expect(out.events?.map((e) => [e.eventId, e.state])).toEqual([[fault.eventId, 'released']]);
    expect([...m.openEvents.keys()]).toEqual([warning.eventId]);
  });

  it('fails about one command in twenty at random', () => {
    const m = machine('CM-200', 11);
    let failed = 0;
    for (let i = 0; i < 4000; i++) if (!m.execute('clean', {}).ok) failed += 1;
    expect(failed).toBeGreaterThan(100);
    expect(failed).toBeLessThan(300);
  });
});
