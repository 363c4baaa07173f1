import { type Envelope, REQUEST_TIMEOUT_MS } from '@vr/contracts';
import { currentLang } from '../stores/app';
import { callHeaders } from './headers';
import { serializeParams } from './params';
import { repeatKey, sentWrites } from './repeat-submit';
import { RequestError, networkError, repeatError } from './request-error';
import { envelopeOf, statusAction } from './status';

interface SilentCall {
  params?: Record<string, unknown>;
  body?: unknown;
  /** The client repeat-submit check of a POST (on unless turned off). */
  repeatCheck?: boolean;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * One call over fetch, for the sign-in page and the session's own calls (captcha, sign-in,
 * platform settings, the user, its menu, logout), so signing in downloads no HTTP library; the
 * rest of the app uses request.ts. Silent: resolves with the envelope, or rejects with a
 * RequestError the caller shows; no message, notification or session prompt.
 */
export async function silentCall<T = unknown, R = unknown>(
  method: 'GET' | 'POST',
  url: string,
  { params, body, repeatCheck = true }: SilentCall = {},
): Promise<Envelope<T, R>> {
  const lang = currentLang();
  const query = serializeParams(params ?? {});
  if (method === 'POST' && repeatCheck && sentWrites.isRepeat(repeatKey(method, `${url}?${query}`, body))) throw repeatError(lang);

  let status: number;
  let parsed: unknown;
  try {
    const response = await fetch(query ? `${url}?${query}` : url, {
      method,
      headers: { ...callHeaders(lang), Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    parsed = await readJson(response);
  } catch (error) {
    throw networkError(error instanceof DOMException && error.name === 'TimeoutError', lang);
  }

  const envelope = envelopeOf(parsed, status);
  if (!envelope) return (parsed ?? {}) as Envelope<T, R>;
  const action = statusAction(envelope, lang);
  if (action.kind === 'resolve') return envelope as Envelope<T, R>;
  throw new RequestError('status', envelope.status, envelope.result, envelope.data, action.text);
}
