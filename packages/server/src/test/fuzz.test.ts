import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerFault, writesSoFar, written } from './fuzz/checks.js';
import { type FuzzRequest, type Kind, multipartProbes, probesFor, requestsFor } from './fuzz/inputs.js';
import { type Operation, operationsOf, routeKey, shapeOf } from './fuzz/plan.js';
import { useTestApp } from './harness.js';

/**
 * Schema-driven fuzzing: every route of the OpenAPI document gets generated bad input (fixed seed,
 * bounded count) in its path, query and body. No answer may be a 5xx, a dropped or empty reply or
 * a body outside the envelope, and no request may write business data.
 */
const SEED = 13;
const RANDOM_REQUESTS_PER_ROUTE = 4;

/**
 * Registered routes that are not fuzzed: the API documentation's own UI (static files of
 * @fastify/swagger-ui and the document itself), which takes no input.
 */
const NOT_FUZZED = [/^GET \/api\/docs(\/.*)?$/];

/** Routes that read a multipart body (uploads and imports): they get bad uploads too. */
const MULTIPART =
  /^POST \/(admin\/system\/user\/importData|admin\/system\/dict\/data\/importData|api\/Equipment\/import|api\/DeviceSite\/import|api\/Material\/import|api\/upload\/Material)$/;

/** Routes that write even when called with GET (a link's delete): fuzzed as writes. */
const writes = (op: Operation): boolean => op.method !== 'GET' || /delete|remove|clean|clear/i.test(op.url);

const t = useTestApp();
let token = '';
let operations: Operation[] = [];

beforeAll(async () => {
  token = await t.login('admin', 'admin123');
  operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
});

async function send(req: FuzzRequest) {
  return t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { token, ...req.headers },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
}

const describeRequest = (req: FuzzRequest): string =>
  `${req.kind} ${req.method} ${JSON.stringify(req.url).slice(0, 300)}${req.payload !== undefined ? ` body ${JSON.stringify(String(req.payload)).slice(0, 300)}` : ''}`;

/** What the suite sent, printed at its end (docs/reliability.md gives the figures of one run). */
export interface FuzzFigures {
  routes: number;
  requests: number;
  byKind: Partial<Record<Kind, number>>;
}

describe('fuzz: bad input to every route', () => {
  it('covers every registered route', () => {
    const planned = new Set(operations.map((op) => shapeOf(routeKey(op))));
    const missing = t.app.registeredRoutes.map(routeKey).filter((r) => !planned.has(shapeOf(r)) && !NOT_FUZZED.some((re) => re.test(r)));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(200);
  });

  it('answers every bad request with the envelope, never a 5xx, and writes nothing', { timeout: 240_000 }, async () => {
    const faults: string[] = [];
    const figures: FuzzFigures = { routes: 0, requests: 0, byKind: {} };
    for (const [index, op] of operations.entries()) {
      const random = fc.sample(requestsFor(op, writes(op)), { seed: SEED + index, numRuns: RANDOM_REQUESTS_PER_ROUTE });
      const uploads = MULTIPART.test(routeKey(op)) ? multipartProbes(op) : [];
      const requests = [...probesFor(op, writes(op)), ...uploads, ...random];
      figures.routes++;
      const before = await writesSoFar(t.database.db);
      for (const req of requests) {
        figures.requests++;
        figures.byKind[req.kind] = (figures.byKind[req.kind] ?? 0) + 1;
        // A savepoint per request: a failed statement must not abort the rest of the run.
        await t.database.db.execute(sql`savepoint fuzz_request`);
        let fault: string | null;
        try {
          fault = answerFault(await send(req));
        } catch (error) {
          fault = `connection dropped: ${String(error)}`;
        }
        await t.database.db.execute(sql`rollback to savepoint fuzz_request`);
        if (fault) faults.push(`${routeKey(op)}: ${fault} ← ${describeRequest(req)}`);
      }
      const changed = written(before, await writesSoFar(t.database.db));
      if (changed.length)
        faults.push(`${routeKey(op)}: bad input wrote ${changed.join(', ')} ← ${requests.map(describeRequest).join(' | ')}`);
    }
    console.log(`fuzz figures: ${JSON.stringify(figures)}`);
    expect(faults).toEqual([]);
  });
});
