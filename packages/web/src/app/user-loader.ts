import { coreMessage } from '@vr/contracts';
import { withFeedback } from '../api/feedback';
import { RequestError } from '../api/request-error';
import { currentLang } from '../stores/app';
import { useUserStore } from '../stores/user';
import { loginPath, withoutTokenParam } from './redirect';
import { loadUser } from './session';

/** What to do when the user could not be loaded: log out, or drop the token and sign in again at `to`. */
export type LoadFailure = { kind: 'logout' } | { kind: 'signIn'; to: string };

let inflight: { token: string; done: Promise<LoadFailure | undefined> } | null = null;

/**
 * Fetches the user for `token` once, however often it is asked; undefined on success.
 * On failure: with no user in session storage either, log out; otherwise drop token, roles and
 * permissions and sign in again, coming back to the wanted path.
 */
export function loadUserOnce(token: string, wanted: string): Promise<LoadFailure | undefined> {
  if (inflight?.token === token) return inflight.done;
  const done = loadUser(token).then(
    () => undefined,
    async (error: unknown): Promise<LoadFailure> => {
      const text = error instanceof RequestError ? error.message : coreMessage('unknown', currentLang());
      withFeedback((ui) => ui.message.error(text));
      if (useUserStore.getState().session) return { kind: 'signIn', to: loginPath(withoutTokenParam(wanted)) };
      return { kind: 'logout' };
    },
  );
  inflight = { token, done };
  void done.finally(() => {
    if (inflight?.done === done) inflight = null;
  });
  return done;
}
