import { type RouteAccess, message } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { type ExcelColumn, sendTemplate } from '../excel/index.js';
import { ok } from '../http/envelope.js';
import { fileRoute } from './read.js';
import { type Declared, type RouteHandler, type RouteSpec, type RouteWords, declareRoute } from './route.js';

/** What an import's template holds: its file name (a timestamp is appended) and the columns of its header row. */
export interface ImportTemplate {
  fileName: string;
  columns: ExcelColumn<never>[];
}

/** Declares the GET that answers an import's template: its header row in the caller's language. */
export function templateRoute(
  app: FastifyInstance,
  spec: RouteWords & { access: RouteAccess },
  { fileName, columns }: ImportTemplate,
): void {
  fileRoute(app, spec, (_, _auth, { lang, reply }) => sendTemplate(reply, fileName, lang, columns));
}

/**
 * Declares an import (POST unless the spec names another method): `run` reads the upload, writes
 * its rows (all or nothing) and answers how many; the answer says so in the caller's language.
 */
export function importRoute<S extends RouteSpec>(app: FastifyInstance, spec: Declared<S, RouteSpec>, run: RouteHandler<S, number>): void {
  declareRoute(app, spec, async (input, auth, context) => {
    const count = await run(input, auth, context);
    return ok({ imported: count }, { result: message('importDone', context.lang, { count }) });
  });
}

/**
 * Declares an import that may write its good rows when some are bad: `run` answers the rows
 * written and the bad rows left out, which the answer carries; its text counts the rows written.
 */
export function goodRowsImportRoute<S extends RouteSpec>(
  app: FastifyInstance,
  spec: Declared<S, RouteSpec>,
  run: RouteHandler<S, { imported: number; skipped: unknown[] }>,
): void {
  declareRoute(app, spec, async (input, auth, context) => {
    const summary = await run(input, auth, context);
    return ok(summary, { result: message('importDone', context.lang, { count: summary.imported }) });
  });
}
