import type { Envelope } from '@vr/contracts';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { AuthContext } from '../auth/types.js';
import { ok, okList } from '../http/envelope.js';
import type { Page } from '../list/page-query.js';
import { witnessed } from '../db/statement-witness.js';
import { keptResponses } from '../http/shared-response.js';
import type { ReadContext, ReadRouteSpec, ReadSpec } from './read.js';
import { type Declared, type RouteHandler, registerRoute } from './route.js';

/** The tables of every kept route registered in this process, for the check that each has its trigger. */
export const KEPT_TABLES = new Set<string>();

/** Every table of the schema, when kept answers are checked (tests); null on a server. */
let checkedAgainst: ReadonlySet<string> | null = null;

/**
 * Tests: from now on, each kept answer that is computed is checked against the tables it declares,
 * by the statements it sends (`witnessed`, on a database opened to witness them): one that reads a
 * table of `schemaTables` it does not declare fails instead of answering.
 */
export function checkKeptReads(schemaTables: ReadonlySet<string>): void {
  checkedAgainst = schemaTables;
}

/** The schema's tables a statement names. */
function tablesNamed(text: string, schemaTables: ReadonlySet<string>): string[] {
  return (text.match(/[a-z_][a-z0-9_]*/gi) ?? []).filter((word) => schemaTables.has(word));
}

/** `read`, checked against its declared tables when kept answers are checked. */
function checkedRead<T>(url: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
  const schemaTables = checkedAgainst;
  if (!schemaTables) return read();
  const undeclared = new Set<string>();
  const seen = (text: string) => {
    for (const table of tablesNamed(text, schemaTables)) if (!tables.includes(table)) undeclared.add(table);
  };
  return witnessed(seen, read).then((answer) => {
    if (undeclared.size) throw new Error(`GET ${url} is kept but reads ${[...undeclared].join(', ')}, not among its tables`);
    return answer;
  });
}

/** Which tables a kept answer is read from, and whether it depends on who asks. */
export interface Kept {
  /**
   * Every table the answer reads. Each needs the `vr_table_changed` trigger (a migration adds it;
   * a test checks it): a table left out here would leave its writes unnoticed.
   */
  tables: readonly PgTable[];
  /**
   * The answer depends on the caller (its data scope, roles or organisation): kept per account,
   * and read again whenever any caller changes. Without it one answer serves every caller the
   * route's permission lets in, per language and input.
   */
  perCaller: boolean;
  /**
   * What else the answer depends on, as text, when that is something other than a table (the
   * business day, for an answer that tells what is in force today): answers are kept per its value.
   */
  dependsOn?: () => Promise<string>;
}

/**
 * Declares a GET whose answer is kept in memory until a table it reads is written (by any process:
 * the tables' triggers notify them all) or any caller changes: for pickers, trees and reference
 * lists that every screen asks for and that rarely change. The answer is exactly what reading it
 * again would give: nothing is served from before the last change this process heard of, and a
 * write request of this process forgets everything before it answers. Not for answers that depend
 * on the time of day or on anything but the listed tables, the caller, the language, the input and
 * what `dependsOn` names.
 */
export function keptRoute<S extends ReadSpec, T>(
  app: FastifyInstance,
  spec: Declared<S, ReadSpec>,
  kept: Kept,
  read: RouteHandler<S, T>,
  envelope: (data: T) => Envelope = ok,
): void {
  const tables = kept.tables.map((table) => getTableName(table));
  for (const table of tables) KEPT_TABLES.add(table);
  const responses = keptResponses();
  registerRoute(app, 'GET', spec, async (input, auth, context) => {
    const { tableChanges, callers } = app;
    const stamp = tableChanges.stampOf(tables);
    const callerStamp = kept.perCaller ? (callers.listening ? `|${callers.generation}` : null) : '';
    const also = kept.dependsOn ? await kept.dependsOn() : '';
    const key = `${context.lang}\u0001${kept.perCaller ? auth.userId : ''}\u0001${also}\u0001${JSON.stringify(input ?? null)}`;
    return responses(
      context.request,
      context.reply,
      key,
      stamp === null || callerStamp === null ? null : stamp + callerStamp,
      () => checkedRead(spec.url, tables, () => read(input, auth, context)),
      envelope as (data: never) => Envelope,
    );
  });
}

/** A list's GET (a page and its total, as `listRoute` answers them) kept as `keptRoute` keeps an answer. */
export function keptListRoute<Q extends $ZodType, Row>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  kept: Kept,
  list: (query: output<Q>, auth: AuthContext, context: ReadContext) => Promise<Page<Row>>,
): void {
  keptRoute(app, spec, kept, (query, auth, context) => list(query as output<Q>, auth, context), okList);
}
