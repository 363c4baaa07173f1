import { type FieldError, type Lang, localizeIssues } from '@vr/contracts';
import { z } from 'zod';

type Issue = z.core.$ZodIssue & { input?: unknown };
type Path = readonly PropertyKey[];

/** antd's `setFields` entries for field errors (`labels.en` → ['labels', 'en']). */
export function toFormErrors(errors: readonly FieldError[]): Array<{ name: (string | number)[]; errors: string[] }> {
  const byField = new Map<string, string[]>();
  for (const e of errors) {
    if (!e.field) continue;
    byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
  }
  return [...byField].map(([field, messages]) => ({
    name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    errors: messages,
  }));
}

/** Errors that name no field (or a field the form does not show): shown above the form. */
export function formLevelErrors(errors: readonly FieldError[], fields: readonly string[]): string[] {
  return errors.filter((e) => !e.field || !fields.some((f) => e.field === f || e.field.startsWith(`${f}.`))).map((e) => e.message);
}

/** A value a person left empty: nothing, blank text, an empty number (NaN once coerced), no item chosen. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** The value at `path` inside nested objects and arrays (undefined where the path leads nowhere). */
export function valueAt(values: unknown, path: Path): unknown {
  let cur = values;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** Whether `path` is among the changed values antd's `onValuesChange` hands over (a nested part of the form's values). */
export function touches(changed: unknown, path: Path): boolean {
  let cur = changed;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, key)) return false;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

/**
 * The values a form holds (`stored`, antd's `getFieldsValue(true)`) laid over the shape of its
 * fields (`registered`, `getFieldsValue()`): a field nobody touched is still there, undefined, so
 * the schema names it (`names.zh is required`) instead of its missing parent (`names`), which no
 * field shows.
 */
export function withEveryField(registered: unknown, stored: unknown): unknown {
  if (isPlainObject(registered) && isPlainObject(stored)) {
    const out: Record<string, unknown> = { ...registered };
    for (const [key, value] of Object.entries(stored)) out[key] = withEveryField(registered[key], value);
    return out;
  }
  return stored === undefined ? registered : stored;
}

/**
 * An empty field reads "<label> is required" whatever the schema's type check says about it
 * (`z.coerce.number()` turns an empty input into NaN, "must be a number"; an enum says "must be one
 * of …").
 */
export function asMissing(issues: readonly Issue[], values: unknown): Issue[] {
  return issues.map((issue) => {
    if (issue.code !== 'invalid_type' && issue.code !== 'invalid_value') return issue;
    if (!isEmptyValue(valueAt(values, issue.path)) || Array.isArray(valueAt(values, issue.path))) return issue;
    const expected = issue.code === 'invalid_type' ? issue.expected : 'string';
    return { ...issue, code: 'invalid_type', expected, input: undefined } as Issue;
  });
}

interface ObjectDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  checks?: unknown[];
}

/**
 * The object-level rules of a schema (`.refine`, `.superRefine` on the whole object) that zod
 * skipped because a field already failed: run on the values with each failing field let through
 * as it is, so that a form says everything at once. Their issues on fields already flagged are
 * left out.
 */
export function skippedRuleIssues(schema: z.ZodType, values: unknown, issues: readonly Issue[]): Issue[] {
  const def = (schema as unknown as { _zod?: { def?: ObjectDef } })._zod?.def;
  if (!def || def.type !== 'object' || !def.shape || !def.checks?.length || !isPlainObject(values)) return [];
  const failing = new Set(issues.map((i) => String(i.path[0])));
  if (failing.size === 0) return [];
  const shape = Object.fromEntries(Object.entries(def.shape).map(([key, part]) => [key, failing.has(key) ? z.any().optional() : part]));
  try {
    const relaxed = (schema as unknown as { clone(def: ObjectDef): z.ZodType }).clone({ ...def, shape });
    const again = relaxed.safeParse(values, { reportInput: true });
    if (again.success) return [];
    const flagged = new Set(issues.map((i) => i.path.map(String).join('.')));
    return (again.error.issues as Issue[]).filter((i) => !flagged.has(i.path.map(String).join('.')));
  } catch {
    // A rule that cannot run on the unchecked values: the next submit shows it.
    return [];
  }
}

/**
 * Validates a form's values with the shared schema, in the language the server would use: every
 * issue at once (the object's own rules too), an empty field as "is required".
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  lang: Lang,
): { success: true; data: z.output<S> } | { success: false; errors: FieldError[] } {
  const parsed = schema.safeParse(values, { reportInput: true });
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = parsed.error.issues as Issue[];
  const all = [...issues, ...skippedRuleIssues(schema, values, issues)];
  return { success: false, errors: localizeIssues(asMissing(all, values) as never, lang) };
}

type Shape = Record<string, z.ZodType>;

function fieldSchema(schema: z.ZodType, name: string): z.ZodType | undefined {
  const shape = (schema as unknown as { shape?: Shape }).shape;
  return shape?.[name];
}

/**
 * An antd rule that checks one field with its part of the shared zod object schema, so the
 * message appears while typing (the same words as on submit and from the server).
 */
export function zodRule(schema: z.ZodType, name: string, lang: Lang) {
  const part = fieldSchema(schema, name);
  return {
    validator: async (_: unknown, value: unknown) => {
      if (!part) return;
      const input = value === '' ? undefined : value;
      const result = part.safeParse(input, { reportInput: true });
      if (result.success) return;
      const issues = result.error.issues.map((i) => ({ ...i, path: [name, ...i.path] })) as Issue[];
      const [first] = localizeIssues(asMissing(issues, { [name]: input }) as never, lang);
      throw new Error(first?.message ?? name);
    },
  };
}

/**
 * An antd rule for a field the form marks required where the schema lets it be empty (the server
 * decides: a platform account must choose the customer, a customer's account has its own).
 */
export function requiredRule(message: string) {
  return {
    validator: async (_: unknown, value: unknown) => {
      if (isEmptyValue(value)) throw new Error(message);
    },
  };
}

/** An antd form `name` unique on the page (React's `useId`), so no two forms' field ids meet. */
export function formName(prefix: string, reactId: string): string {
  return `${prefix}-${reactId.replace(/[^\w-]/g, '')}`;
}
