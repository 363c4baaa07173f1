import type { NavMenuItem } from '@vr/contracts';
import { fetchButtonList, fetchLoginAuth, fetchNavigation, signOut } from '../api/auth';
import { setSessionHandlers } from '../api/session-handlers';
import { TABS_KEY_PREFIX, toSession } from '../stores/session';
import { useUserStore } from '../stores/user';

/** Ends the session on the server; a failure is ignored (the server may have dropped it already). */
export async function signOutQuietly(): Promise<void> {
  if (!useUserStore.getState().token) return;
  try {
    await signOut();
  } catch {
    // Locally the session ends either way.
  }
}

/** Ends the session on the server and forgets it here. */
export async function endSession(): Promise<void> {
  await signOutQuietly();
  // Logout clears the tabs too (a page reload keeps them).
  const userId = useUserStore.getState().session?.userInfo.userId;
  if (userId !== undefined) localStorage.removeItem(`${TABS_KEY_PREFIX}${userId}`);
  useUserStore.getState().clear();
}

/**
 * Logout, ending on the sign-in page. Going to '/' instead, the guard would
 * send a signed-out user on to sign-in anyway, so every logout goes there directly. A full
 * page load, so no cached query or store of this user survives into the next sign-in.
 */
export async function logout(): Promise<void> {
  await endSession();
  window.location.assign('/login');
}

/** User info and button permissions, then the menu the routes are built from. */
export async function loadUser(token: string): Promise<NavMenuItem[]> {
  const [auth, permissions, menus] = await Promise.all([fetchLoginAuth(token), fetchButtonList(), fetchNavigation()]);
  useUserStore.getState().setProfile(toSession(auth, permissions), menus);
  return menus;
}

/** Confirming "session expired" logs out; so does an answer saying the login expired. */
export function installSessionHandlers(): void {
  setSessionHandlers({
    relogin: () => void logout(),
    expired: () => void logout(),
  });
}
