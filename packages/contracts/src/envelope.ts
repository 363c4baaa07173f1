/**
 * The response envelope of every API call (design.md "Contracts that must hold").
 * `status` 1001 is success; on error `result` is the message in the request's language.
 * The HTTP status mirrors the body status for 401/403/404/500 and is 200 otherwise.
 */
export const Status = {
  SUCCESS: 1001,
  /** Bad input or a business rule refused the request; `data.errors` names the fields. */
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** A warning: shown as a warning message by the client (repeat submit, soft refusals). */
  WARNING: 601,
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** Statuses whose HTTP status code equals the body status; every other answers HTTP 200. */
export const MIRRORED_HTTP_STATUSES: readonly number[] = [401, 403, 404, 500];

export function httpStatusFor(status: number): number {
  return MIRRORED_HTTP_STATUSES.includes(status) ? status : 200;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface Envelope<T = unknown, R = unknown> {
  status: number;
  data?: T;
  result?: R;
  total?: number;
  /** Set when `total` is an estimate (more rows than lists count exactly). */
  totalEstimated?: true;
  /** The `cursor` of the next page of a list browsed by cursor; absent on the last page. */
  nextCursor?: string;
}

export interface ValidationErrorData {
  errors: FieldError[];
}
