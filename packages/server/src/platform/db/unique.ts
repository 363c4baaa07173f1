import type { MessageKey } from '@vr/contracts';
import type { AreaDefinition } from '../area.js';
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

/** The name of the violated constraint when `error` (or an error it wraps) is a unique violation (SQLSTATE 23505). */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
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

  /** Every declared constraint name, with a rule or as not user input. */
  names(): Set<string> {
    return new Set([...this.rules.keys(), ...this.internal]);
  }

  /** The field error a unique violation stands for, or null when `error` is none or not the user's doing. */
  fieldError(error: unknown, body: unknown): AppError | null {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) return null;
    const rules = this.rules.get(constraint);
    if (!rules) return null;
    const values = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const rule = rules.find((r) => values[r.field] !== undefined) ?? rules[0]!;
    const value = values[rule.field];
    const params = rule.param ? { [rule.param]: typeof value === 'string' || typeof value === 'number' ? value : '' } : undefined;
    return AppError.field(rule.field, rule.key, params);
  }
}

/** The platform's unique constraints and every area's. */
export function uniqueRegistry(areas: readonly AreaDefinition[]): UniqueRegistry {
  return new UniqueRegistry([PLATFORM_UNIQUE_CONSTRAINTS, ...areas.map((area) => area.uniqueConstraints ?? {})]);
}
