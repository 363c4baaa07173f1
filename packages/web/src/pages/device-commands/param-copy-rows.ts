import type { ParamCopyOutcome, ParamCopyResult, ParamCopyTarget } from '@vr/contracts';

/** One line of the preview table: a target, with one of its changes (or none). */
export interface ParamCopyRow {
  key: string;
  deviceId: number;
  deviceCode: string;
  outcome: ParamCopyOutcome;
  /** The first line of a target spans its others. */
  span: number;
  parameter: string | null;
  before: string;
  after: string;
  errors: string[];
}

const shown = (value: number | string | null, none: string) => (value === null ? none : String(value));

/**
 * The preview as table lines: each target's changes one a line (a target that changes nothing, a
 * line of its own), its errors on its first line, the parameters by their form labels.
 */
export function paramCopyRows(result: ParamCopyResult, label: (key: string) => string, none = '—'): ParamCopyRow[] {
  return result.targets.flatMap((t: ParamCopyTarget): ParamCopyRow[] => {
    const base = { deviceId: t.deviceId, deviceCode: t.deviceCode, outcome: t.outcome };
    if (t.changes.length === 0) {
      return [
        { ...base, key: `${t.deviceId}`, span: 1, parameter: null, before: none, after: none, errors: t.errors.map((e) => e.message) },
      ];
    }
    return t.changes.map((c, i) => ({
      ...base,
      key: `${t.deviceId}:${c.key}`,
      span: i === 0 ? t.changes.length : 0,
      parameter: label(c.key),
      before: shown(c.before, none),
      after: shown(c.after, none),
      errors: i === 0 ? t.errors.map((e) => e.message) : [],
    }));
  });
}

/** A copy may go ahead when no target breaks a rule and at least one changes. */
export function canCopy(result: ParamCopyResult | null): boolean {
  if (!result) return false;
  return result.targets.every((t) => t.outcome !== 'invalid') && result.targets.some((t) => t.changes.length > 0);
}
