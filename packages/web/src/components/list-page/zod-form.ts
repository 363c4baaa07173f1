import { type FieldError, type Lang, localizeIssues, validate } from '@vr/contracts';
import type { z } from 'zod';

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

/** Validates a form's values with the shared schema, in the language the server would use. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown, lang: Lang) {
  return validate(schema, values, lang);
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
      const result = part.safeParse(value === '' ? undefined : value, { reportInput: true });
      if (result.success) return;
      const issues = result.error.issues.map((i) => ({ ...i, path: [name, ...i.path] }));
      const [first] = localizeIssues(issues as never, lang);
      throw new Error(first?.message ?? name);
    },
  };
}
