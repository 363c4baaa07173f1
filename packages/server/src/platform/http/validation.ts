import type { FastifyInstance, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Validates with the route's zod schema. Issues keep their raw fields (including the input)
 * so the error handler can phrase them in the request's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ZodRequestError(result.error.issues) };
  };

export class ZodRequestError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

/**
 * Fastify's compilers for zod route schemas, in place of its JSON-schema ones (ajv and
 * fast-json-stringify), which would be loaded at start for nothing.
 */
export const zodCompilersFactory = {
  buildValidator: () => zodValidatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * The path (`a.b.0`) of the first string or key holding NUL, or null. Walked with a stack of
 * its own, so no nesting depth overflows the call stack.
 */
export function nulPath(value: unknown, path = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, path]];
  while (stack.length) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const childAt = at ? `${at}.${key}` : key;
      if (key.includes('\u0000')) return childAt.replaceAll('\u0000', '\\u0000');
      stack.push([child, childAt]);
    }
  }
  return null;
}

/** Refuses input holding NUL with a field error naming where (`field` names the whole of it). */
export function refuseNul(value: unknown, field: string, prefix = ''): void {
  const at = nulPath(value, prefix);
  if (at !== null) throw AppError.field(at || field, 'inputNulCharacter', { field: at || field });
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a string carrying one would fail in the database.
 * Every route refuses it in its path parameters, query and body before validation, whether or
 * not the route declares a schema for that part.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request.params, 'path');
      refuseNul(request.query, 'query');
      refuseNul(request.body, 'body');
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}
