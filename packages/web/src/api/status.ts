import {
  type Envelope,
  LANGS,
  type Lang,
  type CoreMessageKey,
  type Translations,
  Status,
  coreMessage,
  coreTexts,
  deviceLinkTexts,
} from '@vr/contracts';

/**
 * Device answers that carry a refusing status but still hand back their data:
 * the screen shows what it got. The same texts the server's device link answers.
 */
export const RESOLVING_RESULT_TEXTS: Translations[] = [
  deviceLinkTexts('readingInProgress'),
  deviceLinkTexts('settingFailed'),
  deviceLinkTexts('readFailed'),
];

/** Texts meaning "your login has expired": the session is ended at once. */
export const SESSION_EXPIRED_TEXTS: Translations[] = [coreTexts('sessionInvalid')];

const normalize = (text: string) =>
  text
    .trim()
    .replace(/[.。!！]+$/u, '')
    .toLowerCase();

function inAnyLanguage(list: readonly Translations[], text: unknown): boolean {
  if (typeof text !== 'string' || !text.trim()) return false;
  const wanted = normalize(text);
  return list.some((t) => LANGS.some((lang) => normalize(t[lang]) === wanted));
}

export const isResolvingText = (text: unknown) => inAnyLanguage(RESOLVING_RESULT_TEXTS, text);
export const isSessionExpiredText = (text: unknown) => inAnyLanguage(SESSION_EXPIRED_TEXTS, text);

/** Status-to-text table (the known codes; others fall back to the unknown error). */
const STATUS_TEXT: Partial<Record<number, CoreMessageKey>> = {
  [Status.UNAUTHORIZED]: 'unauthorized',
  [Status.FORBIDDEN]: 'forbidden',
  [Status.NOT_FOUND]: 'notFound',
  [Status.TOO_MANY_REQUESTS]: 'tooManyRequests',
  [Status.SERVER_ERROR]: 'unknown',
};

export function mappedText(status: number, lang: Lang): string {
  return coreMessage(STATUS_TEXT[status] ?? 'unknown', lang);
}

export type StatusAction =
  | { kind: 'resolve' }
  /** 401: ask whether to stay or sign in again (once at a time). */
  | { kind: 'relogin'; text: string }
  /** A "login expired" text: end the session. */
  | { kind: 'logout'; text: string }
  /** 403, 500: an error message. */
  | { kind: 'error'; text: string }
  /** 601: a warning message. */
  | { kind: 'warning'; text: string }
  /** Any other status: an error notification. */
  | { kind: 'notify'; text: string };

export interface EnvelopeLike {
  status?: unknown;
  result?: unknown;
}

/** What the wrapper does with an answer, read from the body's status. */
export function statusAction(body: EnvelopeLike, lang: Lang): StatusAction {
  const status = typeof body.status === 'number' ? body.status : undefined;
  if (status === undefined || status === Status.SUCCESS) return { kind: 'resolve' };
  if (isResolvingText(body.result)) return { kind: 'resolve' };
  const resultText = typeof body.result === 'string' && body.result.trim() ? body.result : undefined;
  if (status === Status.UNAUTHORIZED) return { kind: 'relogin', text: resultText ?? mappedText(status, lang) };
  if (isSessionExpiredText(resultText)) return { kind: 'logout', text: resultText! };
  if (status === Status.FORBIDDEN || status === Status.SERVER_ERROR) {
    return { kind: 'error', text: mappedText(status, lang) };
  }
  if (status === Status.WARNING) return { kind: 'warning', text: resultText ?? mappedText(status, lang) };
  return { kind: 'notify', text: resultText ?? mappedText(status, lang) };
}

/**
 * The envelope of an answer's parsed body; a proxy's error page or an empty body on a failed
 * HTTP status counts as that status; null when a successful answer carries no envelope.
 */
export function envelopeOf(body: unknown, httpStatus: number): Envelope | null {
  if (body && typeof body === 'object' && typeof (body as Envelope).status === 'number') return body as Envelope;
  return httpStatus >= 400 ? { status: httpStatus } : null;
}
