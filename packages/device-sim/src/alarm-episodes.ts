import type { Telemetry } from '@vr/contracts';

/*
 * The maths of the alarms a simulated machine shows in what it reports: how likely an episode
 * (a fault, a warning, a drained container, a temperature out of its band) starts or ends in
 * one reporting period, and where a temperature's normal band lies. Pure, so it is tested alone.
 */

/** A temperature sensor of the telemetry. */
export type TemperatureSensor = keyof Telemetry['temperatures'];
export const TEMPERATURE_SENSORS: readonly TemperatureSensor[] = ['hotWater', 'coldWater', 'liquor', 'cabinet'];

/**
 * The share of a container's capacity under which the back-office counts it out of material (the
 * default alarm value of a container is 10 % of its capacity); a drained container is left well
 * under it.
 */
export const DEFAULT_ALARM_SHARE = 0.1;
/** A drained container keeps this share of its capacity [min, max) (under the alarm value). */
export const DRAINED_SHARE: readonly [number, number] = [0, 0.05];

/** How far a temperature wanders from its target in normal operation, °C either way. */
export const TEMPERATURE_MARGIN: Record<TemperatureSensor, number> = { hotWater: 6, coldWater: 4, liquor: 4, cabinet: 5 };
/** How far an excursion takes a temperature from its target, °C (well outside the normal band). */
export const EXCURSION_DELTA = 20;

/** The band a sensor stays in while nothing is wrong: its target ± its margin. */
export function temperatureBand(sensor: TemperatureSensor, target: number): [number, number] {
  const margin = TEMPERATURE_MARGIN[sensor];
  return [target - margin, target + margin];
}

/** Whether a reading lies outside the sensor's normal band. */
export function outOfBand(sensor: TemperatureSensor, target: number, value: number): boolean {
  const [low, high] = temperatureBand(sensor, target);
  return value < low || value > high;
}

/**
 * The direction a sensor fails in when none is asked for: a heater loses heat (low), a cooler
 * loses cold (high).
 */
export const failingDirection = (sensor: TemperatureSensor): 'high' | 'low' => (sensor === 'hotWater' ? 'low' : 'high');

/** Where an excursion takes a sensor: its target moved by `delta` in `direction`. */
export function excursionTarget(target: number, direction: 'high' | 'low', delta = EXCURSION_DELTA): number {
  return Math.round((direction === 'high' ? target + delta : target - delta) * 10) / 10;
}

/**
 * The chance that something happening `perHour` times an hour on average (a Poisson process)
 * happens within one period of `periodSeconds`: 1 − e^(−rate·t).
 */
export function chanceInPeriod(perHour: number, periodSeconds: number): number {
  if (!(perHour > 0) || !(periodSeconds > 0)) return 0;
  return 1 - Math.exp(-(perHour * periodSeconds) / 3600);
}

/** The chance that an episode lasting `meanMinutes` on average (exponentially) ends within one period. */
export function endChanceInPeriod(meanMinutes: number, periodSeconds: number): number {
  if (!(periodSeconds > 0)) return 0;
  if (!(meanMinutes > 0)) return 1;
  return 1 - Math.exp(-periodSeconds / (meanMinutes * 60));
}

/** How often each kind of alarm starts, per device and hour, and how long an episode lasts on average. */
export interface AlarmRates {
  faultsPerHour: number;
  warningsPerHour: number;
  lowMaterialPerHour: number;
  temperaturePerHour: number;
  /** Mean minutes until a fault or warning is released, a container refilled, a temperature back. */
  episodeMinutes: number;
}

/** The chances of one reporting period, each in [0, 1]. */
export interface PeriodChances {
  fault: number;
  warning: number;
  lowMaterial: number;
  temperature: number;
  /** That an open episode ends in this period. */
  end: number;
}

/** The chances of one period of `periodSeconds` for the given rates. */
export function periodChances(rates: AlarmRates, periodSeconds: number): PeriodChances {
  return {
    fault: chanceInPeriod(rates.faultsPerHour, periodSeconds),
    warning: chanceInPeriod(rates.warningsPerHour, periodSeconds),
    lowMaterial: chanceInPeriod(rates.lowMaterialPerHour, periodSeconds),
    temperature: chanceInPeriod(rates.temperaturePerHour, periodSeconds),
    end: endChanceInPeriod(rates.episodeMinutes, periodSeconds),
  };
}
