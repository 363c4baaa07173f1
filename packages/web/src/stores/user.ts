import type { NavMenuItem } from '@vr/contracts';
import { create } from 'zustand';
import { type UserSession, SESSION_KEY, readSession } from './session';
import { readToken, removeToken, writeToken } from './token';

interface UserState {
  token: string;
  /** Restored from session storage so a reload shows the user's name at once. */
  session: UserSession | null;
  /**
   * Held in memory only: empty after every page load, which is the guard's signal to fetch
   * the user, permissions and menu again and rebuild the menu routes.
   */
  roles: string[];
  permissions: string[];
  menus: NavMenuItem[];
  setToken(token: string): void;
  setProfile(session: UserSession, menus: NavMenuItem[]): void;
  /** After a failed user-info fetch: drops token, roles and permissions; the session stays. */
  resetToken(): void;
  /** Drops everything the signed-in user had. */
  clear(): void;
}

export const useUserStore = create<UserState>()((set) => ({
  token: readToken(),
  session: readSession(sessionStorage),
  roles: [],
  permissions: [],
  menus: [],
  setToken(token) {
    writeToken(token);
    set({ token });
  },
  setProfile(session, menus) {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    set({ session, roles: session.roles, permissions: session.permissions, menus });
  },
  resetToken() {
    removeToken();
    set({ token: '', roles: [], permissions: [] });
  },
  clear() {
    removeToken();
    sessionStorage.removeItem(SESSION_KEY);
    set({ token: '', session: null, roles: [], permissions: [], menus: [] });
  },
}));
