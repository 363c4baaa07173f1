/** The part of a JSON schema (as the OpenAPI document states it) the fuzz inputs read. */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  anyOf?: FieldSchema[];
}

export interface Parameter {
  name: string;
  schema: FieldSchema;
  required: boolean;
}

/** One operation of the OpenAPI document, as the fuzz suite attacks it. */
export interface Operation {
  method: string;
  /** Fastify's form of the path (`/x/:id`). */
  url: string;
  path: Parameter[];
  query: Parameter[];
  /** The JSON body schema, when the route declares one. */
  body: FieldSchema | undefined;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: FieldSchema }>;
  requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, its path in Fastify's `:param` form. */
export function operationsOf(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        path: params('path'),
        query: params('query'),
        body: Object.values(content)[0]?.schema,
      });
    }
  }
  return out;
}

export const routeKey = (op: { method: string; url: string }): string => `${op.method} ${op.url}`;

/**
 * A route's key with its parameters unnamed (`/x/:`): Fastify prints routes that share a
 * parametric position under one node (`/x/:id|:ids`), naming the parameters of all of them.
 */
export const shapeOf = (key: string): string => key.replace(/:[A-Za-z0-9_]+(\|:[A-Za-z0-9_]+)*/g, ':');
