export interface SessionHandlers {
  /** The user confirmed the "session expired" box: log out. */
  relogin(): void;
  /** An answer said the login expired: log out. */
  expired(): void;
}

let handlers: SessionHandlers = { relogin() {}, expired() {} };

/**
 * The app wires logout here at start; the request wrapper, loaded only after sign-in, reads it.
 * Neither side knows the other: the wrapper knows nothing of routes or stores' actions.
 */
export function setSessionHandlers(next: SessionHandlers): void {
  handlers = next;
}

export function sessionHandlers(): SessionHandlers {
  return handlers;
}
