import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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
