import type { AlarmNoticeKind } from '@vr/contracts';
import { defineEvent } from '../../platform/wiring/index.js';

/**
 * What an alarm is about (`AlarmNoticeKind`, in the contracts): a fault or warning the device
 * itself raised (the alarm log), or a condition the back-office found (device abnormal: offline
 * too long, no sale while open, temperature out of bounds, material out).
 */
export type { AlarmNoticeKind };

/** An alarm as the areas that act on alarms hear of it (after the commit that stored it). */
export interface AlarmNotice {
  /** Which table holds it: the alarm log (`dev_alarm`) or device abnormal. */
  source: 'alarm' | 'abnormal';
  /** Its row in that table. */
  id: number;
  deviceId: number;
  orgId: number;
  kind: AlarmNoticeKind;
  code: string;
  /** Fault level 0, 1, 2 of the alarm log; exception level 1, 2, 3 of device abnormal. */
  level: number;
  message: string | null;
  /** When the device raised it, or released it (ISO time). */
  at: string;
}

/** An alarm that was not open yet was raised (by the device, or found by the back-office). */
export const alarmRaised = defineEvent<AlarmNotice>('alarms.raised');
/** An open alarm was released by the device, or its condition ended or was resolved. */
export const alarmReleased = defineEvent<AlarmNotice>('alarms.released');
