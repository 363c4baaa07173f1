import { type FieldError, type Lang, Status, coreMessage } from '@vr/contracts';

/** Why a call failed: a refusing status, no answer, too slow, or a repeat the client held back. */
export type RequestErrorKind = 'status' | 'network' | 'timeout' | 'repeat';

/** Rejection of every wrapped call: forms read `status`, `result` and `data.errors` from it. */
export class RequestError<D = unknown> extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    /** Envelope status (400, 401 …); undefined when the server was not reached. */
    readonly status: number | undefined,
    /** The envelope's `result`: the server's message text. */
    readonly result: unknown,
    readonly data: D | undefined,
    /** The text to show. */
    text: string,
  ) {
    super(text);
  }
}

/** The field errors a 400 answer carries in `data.errors`. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof RequestError)) return [];
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError => typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

/** No answer: the server could not be reached, or did not answer in time. */
export function networkError(timedOut: boolean, lang: Lang): RequestError {
  const text = coreMessage(timedOut ? 'timeout' : 'networkError', lang);
  return new RequestError(timedOut ? 'timeout' : 'network', undefined, undefined, undefined, text);
}

/** The same write sent again within the repeat window: held back on the client. */
export function repeatError(lang: Lang): RequestError {
  const text = coreMessage('repeatSubmit', lang);
  return new RequestError('repeat', Status.WARNING, text, undefined, text);
}
