import { type Envelope, type Lang, type ListEndpoint, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, coreMessage } from '@vr/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { currentLang } from '../stores/app';
import { readToken } from '../stores/token';
import { withFeedback } from './feedback';
import { callHeaders } from './headers';
import { serializeParams } from './params';
import { repeatKey, sentWrites } from './repeat-submit';
import { RequestError, networkError, repeatError } from './request-error';
import { sessionHandlers } from './session-handlers';
import { type StatusAction, envelopeOf, statusAction } from './status';

/** Network errors stay on screen for 5 seconds. */
const NETWORK_MESSAGE_SECONDS = 5;

export interface RequestOptions extends Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'> {
  /** The caller shows failures itself: no message, notification or session prompt. */
  silent?: boolean;
  /** The client repeat-submit check of POST and PUT (on unless turned off). */
  repeatCheck?: boolean;
}

const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // The status is read from the body; the HTTP status only mirrors it.
  validateStatus: () => true,
  paramsSerializer: { serialize: serializeParams },
});

let reloginOpen = false;

function promptRelogin(lang: Lang): void {
  if (reloginOpen) return;
  reloginOpen = true;
  withFeedback(({ modal }) =>
    modal.confirm({
      title: coreMessage('sessionExpiredTitle', lang),
      content: coreMessage('sessionExpiredStay', lang),
      okText: coreMessage('relogin', lang),
      cancelText: coreMessage('cancel', lang),
      onOk: () => sessionHandlers().relogin(),
      afterClose: () => {
        reloginOpen = false;
      },
    }),
  );
}

function act(action: Exclude<StatusAction, { kind: 'resolve' }>, lang: Lang): void {
  switch (action.kind) {
    case 'relogin':
      promptRelogin(lang);
      break;
    case 'logout':
      sessionHandlers().expired();
      break;
    case 'error':
      withFeedback((ui) => ui.message.error(action.text));
      break;
    case 'warning':
      withFeedback((ui) => ui.message.warning(action.text));
      break;
    case 'notify':
      withFeedback((ui) => ui.notification.error({ title: action.text }));
      break;
  }
}

const isBinary = (config: AxiosRequestConfig) => config.responseType === 'blob' || config.responseType === 'arraybuffer';

/** A binary answer that turned out to be a JSON envelope (a refused download). */
async function binaryEnvelope(response: AxiosResponse): Promise<Envelope | null> {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return null;
  const data: unknown = response.data;
  const text = data instanceof Blob ? await data.text() : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : null;
  try {
    return text === null ? null : (JSON.parse(text) as Envelope);
  } catch {
    return null;
  }
}

function networkFailure(error: unknown, lang: Lang, silent: boolean): RequestError {
  const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
  const failure = networkError(timedOut, lang);
  if (!silent) withFeedback((ui) => ui.message.error(failure.message, NETWORK_MESSAGE_SECONDS));
  return failure;
}

type SendConfig = AxiosRequestConfig & RequestOptions;

/** Sends one call; resolves with the envelope (or the raw data of a binary answer). */
export async function request(config: SendConfig): Promise<unknown> {
  const { silent = false, repeatCheck = true, ...axiosConfig } = config;
  const lang = currentLang();
  const method = (axiosConfig.method ?? 'GET').toUpperCase();

  if (repeatCheck) {
    const key = repeatKey(method, `${axiosConfig.url ?? ''}?${serializeParams(axiosConfig.params ?? {})}`, axiosConfig.data);
    if (sentWrites.isRepeat(key)) {
      const failure = repeatError(lang);
      if (!silent) withFeedback((ui) => ui.message.warning(failure.message));
      throw failure;
    }
  }

  const headers = { ...(axiosConfig.headers as Record<string, string> | undefined), ...callHeaders(lang) };

  let response: AxiosResponse;
  try {
    response = await http.request({ ...axiosConfig, method, headers });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    throw networkFailure(error, lang, silent);
  }

  let body: Envelope | null;
  if (isBinary(axiosConfig)) {
    body = await binaryEnvelope(response);
    if (!body && response.status < 400) return response.data;
    body ??= { status: response.status };
  } else {
    body = envelopeOf(response.data, response.status);
    if (!body) return response.data ?? {};
  }

  const action = statusAction(body, lang);
  if (action.kind === 'resolve') return body;
  if (!silent) act(action, lang);
  throw new RequestError('status', body.status, body.result, body.data, action.text);
}

type Params = Record<string, unknown>;

export function get<T = unknown, R = unknown>(url: string, params?: Params, options?: RequestOptions) {
  return request({ ...options, method: 'GET', url, params }) as Promise<Envelope<T, R>>;
}

export function post<T = unknown, R = unknown>(url: string, data?: unknown, options?: RequestOptions) {
  return request({ ...options, method: 'POST', url, data }) as Promise<Envelope<T, R>>;
}

/** A form-encoded POST: some calls take their body as a form. */
export function postForm<T = unknown, R = unknown>(url: string, data: Params, options?: RequestOptions) {
  return request({
    ...options,
    method: 'POST',
    url,
    data: new URLSearchParams(serializeParams(data)),
    headers: { ...(options?.headers as Record<string, string> | undefined), 'Content-Type': 'application/x-www-form-urlencoded' },
  }) as Promise<Envelope<T, R>>;
}

export function put<T = unknown, R = unknown>(url: string, data?: unknown, options?: RequestOptions) {
  return request({ ...options, method: 'PUT', url, data }) as Promise<Envelope<T, R>>;
}

export function del<T = unknown, R = unknown>(url: string, params?: Params, options?: RequestOptions) {
  return request({ ...options, method: 'DELETE', url, params }) as Promise<Envelope<T, R>>;
}

/** One page of a list call, as `getList` answers it. */
export interface ListPageData<Row> {
  rows: Row[];
  /** The total across pages; an estimate when `totalEstimated`. */
  total: number;
  totalEstimated: boolean;
  /** The `cursor` parameter that asks for the page after this one (lists paged by cursor). */
  nextCursor?: string;
}

/** One page of a list call: its rows (typed by the endpoint) and the total across pages. */
export async function getList<Query, Row>(
  endpoint: ListEndpoint<Query, Row>,
  params: Partial<Query> & Params,
  options?: RequestOptions,
): Promise<ListPageData<Row>> {
  const envelope = await get<Row[]>(endpoint.path, params, options);
  return {
    rows: envelope.data ?? [],
    total: envelope.total ?? 0,
    totalEstimated: envelope.totalEstimated === true,
    ...(envelope.nextCursor ? { nextCursor: envelope.nextCursor } : {}),
  };
}

/** A GET whose answer is a file; resolves with the Blob as it came. */
export function getBlob(url: string, params?: Params, options?: RequestOptions) {
  return request({ ...options, method: 'GET', url, params, responseType: 'blob' }) as Promise<Blob>;
}

/**
 * Multipart upload with `Authorization: Bearer` and the long timeout. A file body is
 * not compared by the repeat-submit check: it cannot be serialised cheaply.
 */
export function upload<T = unknown, R = unknown>(
  url: string,
  file: Blob | FormData,
  fields: Record<string, string> = {},
  options?: RequestOptions,
) {
  let form = file;
  if (!(file instanceof FormData)) {
    form = new FormData();
    form.append('file', file);
  }
  for (const [key, value] of Object.entries(fields)) (form as FormData).append(key, value);
  const token = readToken();
  return request({
    timeout: UPLOAD_TIMEOUT_MS,
    ...options,
    method: 'POST',
    url,
    data: form,
    headers: { ...(options?.headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }) as Promise<Envelope<T, R>>;
}
