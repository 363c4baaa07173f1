import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiDocsAccess } from './config.js';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas, with a browsable UI at /api/docs.
 * `off` serves neither (the document is still built, for `app.swagger()`); who may read it
 * otherwise is the guard's business (`installGuard`'s `apiDocs`).
 */
export async function installOpenApi(app: FastifyInstance, access: ApiDocsAccess): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vending Retail API',
        description:
          'Every answer is an envelope `{status, data, result, total}`; status 1001 is success. ' +
          'Authenticate with the `token` header (or `Authorization: Bearer`). Send `lang` (zh, en, es, ja) for messages in that language.',
        version: '1',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ token: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (access !== 'off') await app.register(swaggerUi, { routePrefix: API.docs });
}
