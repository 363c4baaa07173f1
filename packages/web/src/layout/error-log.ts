import { CLIENT_ERROR_API, CLIENT_ERROR_LIMITS, type ClientErrorSource, clientErrorReportSchema } from '@vr/contracts';
import { post } from '../api/request';
import { setBoundaryErrorSink } from '../app/ErrorBoundary';
import { useErrorLogStore } from '../stores/error-log';
import { useUserStore } from '../stores/user';

/** What an error-like value says about itself. */
export function describeError(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: value.message || value.name || 'Error', ...(value.stack ? { stack: value.stack } : {}) };
  if (typeof value === 'string') return { message: value || 'Error' };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

let sentThisMinute = 0;
let minuteStart = 0;

/** Sends one error to the server for administrators; never throws, never reports its own failure. */
async function send(entry: { message: string; stack?: string; componentStack?: string; url: string; source: ClientErrorSource }) {
  if (!useUserStore.getState().token) return;
  const now = Date.now();
  if (now - minuteStart > 60_000) {
    minuteStart = now;
    sentThisMinute = 0;
  }
  if (++sentThisMinute > CLIENT_ERROR_LIMITS.perMinute) return;
  const body = clientErrorReportSchema.safeParse({
    message: clip(entry.message, CLIENT_ERROR_LIMITS.message),
    ...(entry.stack ? { stack: clip(entry.stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    url: clip(entry.url, CLIENT_ERROR_LIMITS.url),
    source: entry.source,
    ...(entry.componentStack ? { componentStack: clip(entry.componentStack, CLIENT_ERROR_LIMITS.componentStack) } : {}),
  });
  if (!body.success) return;
  try {
    await post(CLIENT_ERROR_API.report, body.data, { silent: true, repeatCheck: false });
  } catch {
    // The log keeps it; a failed report is not reported again.
  }
}

export function recordError(value: unknown, source: ClientErrorSource, componentStack?: string): void {
  const { message, stack } = describeError(value);
  const entry = {
    message,
    ...(stack ? { stack } : {}),
    ...(componentStack ? { componentStack } : {}),
    url: window.location.href,
    source,
  };
  useErrorLogStore.getState().add(entry);
  void send(entry);
}

/**
 * The error log: errors caught by the error boundaries, window errors and rejected promises
 * are listed in the header and sent to the server. Answers the uninstaller.
 */
export function installErrorLog(): () => void {
  const onError = (event: ErrorEvent) => recordError(event.error ?? event.message, 'window');
  const onRejection = (event: PromiseRejectionEvent) => recordError(event.reason, 'promise');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  setBoundaryErrorSink((error, componentStack) => recordError(error, 'boundary', componentStack));
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    setBoundaryErrorSink(null);
  };
}
