import type { IntegrationDirection, IntegrationStatus } from '@vr/contracts';
import { integrationLogs } from '../audit/schema.js';
import { maskSecrets } from '../audit/mask.js';
import type { Database } from '../db/database.js';
import { refusedDestination } from './destination.js';

/** Stored payloads are cut to this many characters. */
export const MAX_PAYLOAD = 10_000;

const SECRET_NAME = 'pass(?:word)?|secret|token|api[-_]?key|private[-_]?key|credential|authorization|signature|sign';
/** `key=value` pairs of query strings and form bodies. */
const PAIR = new RegExp(`((?:^|[?&;\\s])(?:[\\w.-]*(?:${SECRET_NAME})[\\w.-]*)=)([^&;\\s]+)`, 'gi');
/** `"key": "value"` inside text that is not valid JSON (cut, or XML with JSON inside). */
const JSON_PAIR = new RegExp(`("[\\w.-]*(?:${SECRET_NAME})[\\w.-]*"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** `<password>value</password>` (SOAP/XML, which SAP speaks). */
const XML_PAIR = new RegExp(`(<([\\w:.-]*(?:${SECRET_NAME})[\\w.-]*)(?:\\s[^>]*)?>)[^<]*(</\\2>)`, 'gi');
/** `Bearer xyz` / `Basic xyz` anywhere. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/g;

/**
 * A payload as text with its secrets masked: JSON (object or text) goes through the operation
 * log's masker; other text has `key=value`, `"key":"value"`, XML elements and auth schemes masked.
 */
export function maskPayload(payload: unknown): string | null {
  if (payload === undefined || payload === null) return null;
  if (typeof payload !== 'string') {
    if (payload instanceof Uint8Array) return `<${payload.byteLength} bytes>`;
    return JSON.stringify(maskSecrets(payload))?.slice(0, MAX_PAYLOAD) ?? null;
  }
  const trimmed = payload.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskSecrets(JSON.parse(trimmed))).slice(0, MAX_PAYLOAD);
    } catch {
      // not JSON after all: mask it as text
    }
  }
  return payload
    .replace(AUTH_SCHEME, '$1 ******')
    .replace(PAIR, '$1******')
    .replace(JSON_PAIR, '$1"******"')
    .replace(XML_PAIR, '$1******$3')
    .slice(0, MAX_PAYLOAD);
}

/** Header names whose values never reach the log. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|token|x-auth-token)$/i;

export function maskHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) out[k] = SECRET_HEADER.test(k) || new RegExp(SECRET_NAME, 'i').test(k) ? '******' : v;
  return out;
}

export interface IntegrationCall {
  direction: IntegrationDirection;
  /** The outside system, e.g. "SAP". */
  system: string;
  /** The URL or operation called. */
  endpoint: string;
  method: string;
  /** What was sent: an object, JSON text, form/XML text. Secrets are masked before storing. */
  request?: unknown;
  response?: unknown;
  status: IntegrationStatus;
  httpStatus?: number | null;
  durationMs: number;
  retryCount?: number;
  error?: string | null;
  orgId?: number | null;
}

/** Writes one integration log row (secrets masked, payloads truncated); answers its id. */
export async function recordIntegrationCall(db: Database, call: IntegrationCall): Promise<number> {
  const [row] = await db
    .insert(integrationLogs)
    .values({
      direction: call.direction,
      system: call.system.slice(0, 50),
      endpoint: maskPayload(call.endpoint)!.slice(0, 500),
      method: call.method.toUpperCase().slice(0, 10),
      requestPayload: maskPayload(call.request),
      responsePayload: maskPayload(call.response),
      status: call.status,
      httpStatus: call.httpStatus ?? null,
      durationMs: Math.max(0, Math.round(call.durationMs)),
      retryCount: call.retryCount ?? 0,
      errorMessage: call.error ? call.error.slice(0, 500) : null,
      orgId: call.orgId ?? null,
    })
    .returning({ id: integrationLogs.id });
  return row!.id;
}

export interface OutsideRequest {
  system: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Further attempts after a network error, a timeout or a 5xx answer; default 2. */
  retries?: number;
  /** Wait before the n-th retry: `backoffMs * n`; default 500 ms. */
  backoffMs?: number;
  orgId?: number | null;
  /**
   * The URL came from a customer: refuse it when it leads to this host or a private network
   * (`refusedDestination`), and follow no redirect (it could lead there). Off where the
   * configuration allows private destinations (tests, an intranet integration).
   */
  publicOnly?: boolean;
}

export interface OutsideResponse {
  ok: boolean;
  httpStatus: number | null;
  body: string;
  /** Parsed JSON when the answer was JSON. */
  json: unknown;
  retryCount: number;
  logId: number;
  /** Why the call was not made: its destination is not public. */
  refused?: string;
}

interface Attempt {
  httpStatus: number | null;
  text: string;
  status: IntegrationStatus;
  error: string | null;
  /** Network error, timeout or 5xx: worth another try. */
  retryable: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The one way to call an outside system: fetch with a timeout per attempt, retries with a linear
 * backoff on network errors, timeouts and 5xx answers, and one integration log row per call
 * (the final outcome and the number of retries). Never throws for a failed call: the caller reads `ok`.
 */
export async function callOutside(db: Database, req: OutsideRequest): Promise<OutsideResponse> {
  const method = (req.method ?? (req.body === undefined ? 'GET' : 'POST')).toUpperCase();
  const retries = req.retries ?? 2;
  const timeoutMs = req.timeoutMs ?? 15_000;
  const backoffMs = req.backoffMs ?? 500;
  const isJson = req.body !== undefined && typeof req.body !== 'string';
  const headers: Record<string, string> = { ...(isJson ? { 'content-type': 'application/json' } : {}), ...req.headers };
  const payload = req.body === undefined ? undefined : isJson ? JSON.stringify(req.body) : String(req.body);
  const started = performance.now();

  const refused = req.publicOnly ? await refusedDestination(req.url) : null;
  if (refused) {
    const logId = await recordIntegrationCall(db, {
      direction: 'out',
      system: req.system,
      endpoint: req.url,
      method,
      request: { headers: maskHeaders(headers) },
      status: 'failure',
      durationMs: performance.now() - started,
      error: `refused: ${refused}`,
      orgId: req.orgId ?? null,
    });
    return { ok: false, httpStatus: null, body: '', json: undefined, retryCount: 0, logId, refused };
  }

  const once = async (): Promise<Attempt> => {
    try {
      const res = await fetch(req.url, {
        method,
        headers,
        body: payload ?? null,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: req.publicOnly ? 'manual' : 'follow',
      });
      const text = await res.text();
      return {
        httpStatus: res.status,
        text,
        status: res.ok ? 'success' : 'failure',
        error: res.ok ? null : `HTTP ${res.status}`,
        retryable: res.status >= 500,
      };
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return {
        httpStatus: null,
        text: '',
        status: timedOut ? 'timeout' : 'failure',
        error: timedOut ? `no answer within ${timeoutMs} ms` : err instanceof Error ? err.message : String(err),
        retryable: true,
      };
    }
  };

  let attempt = 0;
  let outcome = await once();
  while (outcome.retryable && attempt < retries) {
    attempt += 1;
    await sleep(backoffMs * attempt);
    outcome = await once();
  }
  const { httpStatus, text, status, error } = outcome;
  const json = text ? safeJson(text) : undefined;
  const logId = await recordIntegrationCall(db, {
    direction: 'out',
    system: req.system,
    endpoint: req.url,
    method,
    request: { headers: maskHeaders(headers), body: payload === undefined ? undefined : (safeJson(payload) ?? maskPayload(payload)) },
    response: json ?? text,
    status,
    httpStatus,
    durationMs: performance.now() - started,
    retryCount: attempt,
    error,
    orgId: req.orgId ?? null,
  });
  return { ok: status === 'success', httpStatus, body: text, json, retryCount: attempt, logId };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
