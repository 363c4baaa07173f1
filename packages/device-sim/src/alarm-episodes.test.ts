import { telemetrySchema } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALARM_SHARE,
  chanceInPeriod,
  endChanceInPeriod,
  excursionTarget,
  outOfBand,
  periodChances,
  temperatureBand,
} from './alarm-episodes.js';
import { alarmRatesOf, DEFAULT_BEHAVIOUR } from './device.js';
import { catalogGoodsPackage } from './goods.js';
import { Machine } from './machine.js';
import { createRandom } from './random.js';

const machine = (model = 'CM-200', seed = 7) =>
  new Machine({ code: 'SIM0001', model, random: createRandom(seed), now: () => 1_790_000_000_000, goods: catalogGoodsPackage(model) });

describe('alarm rates', () => {
  it('turn a rate per hour into the chance of one period (a Poisson process)', () => {
    expect(chanceInPeriod(0, 60)).toBe(0);
    expect(chanceInPeriod(-1, 60)).toBe(0);
    expect(chanceInPeriod(1, 3600)).toBeCloseTo(1 - Math.exp(-1), 12);
    expect(chanceInPeriod(6, 60)).toBeCloseTo(1 - Math.exp(-0.1), 12);
    // Small rates: about rate × period.
    expect(chanceInPeriod(0.09, 60)).toBeCloseTo(0.0015, 5);
    expect(endChanceInPeriod(10, 60)).toBeCloseTo(1 - Math.exp(-0.1), 12);
    expect(endChanceInPeriod(0, 60)).toBe(1);
  });

  it('start about the asked number of episodes per hour over many periods (seeded)', () => {
    const random = createRandom(42);
    const chance = chanceInPeriod(3, 60);
    let starts = 0;
    const hours = 2000;
    for (let i = 0; i < hours * 60; i++) if (random.chance(chance)) starts += 1;
    expect(starts / hours).toBeGreaterThan(2.85);
    expect(starts / hours).toBeLessThan(3.15);
  });

  it('are asked for only when a behaviour names one; one rate fills the kinds left out', () => {
    expect(alarmRatesOf(DEFAULT_BEHAVIOUR)).toBeNull();
    expect(alarmRatesOf({ ...DEFAULT_BEHAVIOUR, temperaturePerHour: 2 })).toMatchObject({
      faultsPerHour: 0.09,
      warningsPerHour: 0.48,
      lowMaterialPerHour: 0,
      temperaturePerHour: 2,
      episodeMinutes: 10,
    });
    const p = periodChances({ faultsPerHour: 0, warningsPerHour: 0, lowMaterialPerHour: 60, temperaturePerHour: 0, episodeMinutes: 5 }, 60);
    expect(p).toMatchObject({ fault: 0, warning: 0, temperature: 0 });
    expect(p.lowMaterial).toBeCloseTo(1 - Math.exp(-1), 12);
  });
});

describe('temperature bands', () => {
  it('are the target ± the sensor’s margin; an excursion lands well outside', () => {
    expect(temperatureBand('hotWater', 92)).toEqual([86, 98]);
    expect(temperatureBand('cabinet', 5)).toEqual([0, 10]);
    expect(excursionTarget(92, 'low')).toBe(72);
    expect(excursionTarget(5, 'high')).toBe(25);
    expect(outOfBand('hotWater', 92, 72)).toBe(true);
    expect(outOfBand('cabinet', 5, 25)).toBe(true);
    expect(outOfBand('cabinet', 5, 9.9)).toBe(false);
  });
});

describe('low material on command', () => {
  it('drains a container under its alarm value until it is refilled, and the operator leaves it meanwhile', () => {
    const m = machine();
    const c = m.drainContainer(2)!;
    expect(c.no).toBe(2);
    expect(c.level).toBeLessThan(c.capacity * DEFAULT_ALARM_SHARE);
    expect(m.drainedContainers()).toEqual([2]);
    const t = telemetrySchema.parse(m.telemetry());
    expect(t.materials.find((x) => x.no === 2)!.level).toBeLessThan(c.capacity * DEFAULT_ALARM_SHARE);
    // The route operator's random refills pass a drained container by.
    for (let i = 0; i < 50; i++) expect(m.maybeRefill(1)).not.toContain(2);
    m.refill(2);
    expect(m.containers[1]!.level).toBe(c.capacity);
    expect(m.drainedContainers()).toEqual([]);
    expect(m.drainContainer(99)).toBeNull();
  });

  it('drains a random container not drained yet, until none is left', () => {
    const m = machine();
    const seen = new Set<number>();
    for (let i = 0; i < m.containers.length; i++) seen.add(m.drainContainer()!.no);
    expect(seen.size).toBe(m.containers.length);
    expect(m.drainContainer()).toBeNull();
  });
});

describe('temperature excursions on command', () => {
  it('hold a temperature outside its band in telemetry until they end, then it is back at its target', () => {
    const m = machine('MT-100');
    const e = m.startExcursion({ sensor: 'cabinet' })!;
    expect(e).toMatchObject({ sensor: 'cabinet', target: 25, band: [0, 10] });
    for (let i = 0; i < 20; i++) {
      const t = telemetrySchema.parse(m.telemetry());
      expect(outOfBand('cabinet', 5, t.temperatures.cabinet!)).toBe(true);
    }
    expect(m.endExcursion()).toEqual(['cabinet']);
    const back = telemetrySchema.parse(m.telemetry());
    expect(outOfBand('cabinet', 5, back.temperatures.cabinet!)).toBe(false);
    expect(m.excursionSensors()).toEqual([]);
  });

  it('take a heater low by default, go the way asked, and refuse a sensor the model lacks', () => {
    const coffee = machine('CM-200');
    expect(coffee.startExcursion({ sensor: 'hotWater' })!.target).toBe(72);
    expect(coffee.startExcursion({ sensor: 'cabinet', direction: 'low', delta: 30 })!.target).toBe(-6);
    expect(coffee.startExcursion({ sensor: 'liquor' })).toBeNull();
    // Every sensor is out: no random one is left.
    expect(coffee.startExcursion()).toBeNull();
  });
});

describe('random alarms per period', () => {
  it('start, report and end every kind at certain chances, one of each at a time', () => {
    const m = machine('MT-100', 3);
    const start = m.tickAlarms({ fault: 1, warning: 1, lowMaterial: 1, temperature: 1, end: 0 });
    expect(start.events.map((e) => [e.kind, e.state])).toEqual([
      ['warning', 'raised'],
      ['fault', 'raised'],
    ]);
    expect(start.drained).toHaveLength(1);
    expect(start.excursions).toHaveLength(1);
    // Nothing more while they are open (at most two warnings, one fault, one drain, one excursion).
    const more = m.tickAlarms({ fault: 1, warning: 1, lowMaterial: 1, temperature: 1, end: 0 });
    expect(more.events.map((e) => e.kind)).toEqual(['warning']);
    expect(more.drained).toEqual([]);
    expect(more.excursions).toEqual([]);
    const t = telemetrySchema.parse(m.telemetry());
    const sensor = start.excursions[0]!.sensor;
    const [low, high] = start.excursions[0]!.band;
    expect(t.temperatures[sensor]! < low || t.temperatures[sensor]! > high).toBe(true);

    const end = m.tickAlarms({ fault: 0, warning: 0, lowMaterial: 0, temperature: 0, end: 1 });
    expect(end.events.map((e) => e.state)).toEqual(['released', 'released', 'released']);
    expect(end.refilled).toEqual(start.drained);
    expect(end.restored).toEqual([sensor]);
    expect(m.openEvents.size).toBe(0);
  });

  it('replay the same day from the same seed', () => {
    const run = () => {
      const m = machine('BR-50', 11);
      const chances = periodChances(
        { faultsPerHour: 1, warningsPerHour: 2, lowMaterialPerHour: 1, temperaturePerHour: 1, episodeMinutes: 15 },
        60,
      );
      const log: string[] = [];
      for (let i = 0; i < 24 * 60; i++) {
        const tick = m.tickAlarms(chances);
        for (const e of tick.events) log.push(`${i}:${e.state}:${e.code}`);
        for (const no of tick.drained) log.push(`${i}:drain:${no}`);
        for (const x of tick.excursions) log.push(`${i}:out:${x.sensor}`);
      }
      return log;
    };
    const first = run();
    expect(first.length).toBeGreaterThan(20);
    expect(run()).toEqual(first);
  });
});
