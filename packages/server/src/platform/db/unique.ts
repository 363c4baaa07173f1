import type { MessageKey } from '@vr/contracts';
import { AppError } from '../http/errors.js';

/**
 * How the violation of one unique constraint reads to the user: the same field error as the
 * service's own check before the write, which a concurrent request can slip past.
 */
export interface UniqueRule {
  /** The payload field at fault. */
  field: string;
  key: MessageKey;
  /** The message's parameter naming the value; filled from `field` of the request's body. */
  param?: string;
}

/**
 * A constraint no request can break (keys the server generates, idempotent device writes): its
 * violation is a fault of the server and stays one.
 */
export const NOT_USER_INPUT = 'not-user-input';

/** Constraint name → its rule; what an area (or the platform, for its own tables) declares. */
export type UniqueConstraints = Record<string, UniqueRule | typeof NOT_USER_INPUT>;

/** Unique constraints of the platform's own tables that no screen writes. */
export const PLATFORM_UNIQUE_CONSTRAINTS: UniqueConstraints = {
  sys_job_built_in_uq: NOT_USER_INPUT,
};

interface UniqueViolation {
  constraint: string;
  /** PostgreSQL's "Key (a, b)=(1, x) already exists." */
  detail: string;
}

/** The unique violation (SQLSTATE 23505) that `error` is or wraps (drizzle wraps the driver's error). */
function uniqueViolation(error: unknown): UniqueViolation | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, detail } = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code === '23505')
      return { constraint: typeof constraint === 'string' ? constraint : '', detail: typeof detail === 'string' ? detail : '' };
  }
  return null;
}

/** The name of the violated constraint when `error` (or an error it wraps) is a unique violation. */
export function violatedUniqueConstraint(error: unknown): string | null {
  return uniqueViolation(error)?.constraint ?? null;
}

/** Splits "a, f(b, c), d" at its top-level commas. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0 && list[i + 1] === ' ') {
      parts.push(list.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * The conflicting value of the constraint's last column, read from the violation's detail when the
 * request's body does not carry the field (an import's rows). Empty when it cannot be told apart.
 */
export function conflictingValue(detail: string): string {
  const match = /^Key \((.*)\)=\((.*)\) already exists\.?$/s.exec(detail);
  if (!match) return '';
  const columns = splitTopLevel(match[1]!).length;
  if (columns === 1) return match[2]!;
  const values = match[2]!.split(', ');
  return values.length === columns ? values[columns - 1]! : '';
}

/**
 * Every declared unique constraint and the one translation of its violation into a field error.
 * A constraint may be declared by several areas that write the same table under different payload
 * field names (a customer's `customerName`, a department's `deptName`): the request's body decides.
 */
export class UniqueRegistry {
  private readonly rules = new Map<string, UniqueRule[]>();
  private readonly internal = new Set<string>();

  constructor(declarations: readonly UniqueConstraints[]) {
    for (const declared of declarations) {
      for (const [constraint, rule] of Object.entries(declared)) {
        if (rule === NOT_USER_INPUT) this.internal.add(constraint);
        else this.rules.set(constraint, [...(this.rules.get(constraint) ?? []), rule]);
      }
    }
  }

  /** Every declared rule with its constraint's name. */
  declaredRules(): Array<[string, UniqueRule]> {
    return [...this.rules].flatMap(([constraint, rules]) => rules.map((rule): [string, UniqueRule] => [constraint, rule]));
  }

  /** Every declared constraint name, with a rule or as not user input. */
  names(): Set<string> {
    return new Set([...this.rules.keys(), ...this.internal]);
  }

  /** The field error a unique violation stands for, or null when `error` is none or not the user's doing. */
  fieldError(error: unknown, body: unknown): AppError | null {
    const violation = uniqueViolation(error);
    if (violation === null) return null;
    const rules = this.rules.get(violation.constraint);
    if (!rules) return null;
    const values = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const rule = rules.find((r) => values[r.field] !== undefined) ?? rules[0]!;
    const value = values[rule.field];
    const named = typeof value === 'string' || typeof value === 'number' ? value : conflictingValue(violation.detail);
    const params = rule.param ? { [rule.param]: named } : undefined;
    return AppError.field(rule.field, rule.key, params);
  }
}

/** The platform's unique constraints and every area's (what each area's definition declares). */
export function uniqueRegistry(areas: readonly { uniques?: UniqueConstraints }[]): UniqueRegistry {
  return new UniqueRegistry([PLATFORM_UNIQUE_CONSTRAINTS, ...areas.map((area) => area.uniques ?? {})]);
}
