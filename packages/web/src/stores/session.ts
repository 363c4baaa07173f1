import type { LoginAuth, OrgRef, UserInfo } from '@vr/contracts';

/** The user session, kept in session storage. */
export interface UserSession {
  name: string;
  avatar: string | null;
  introduction: string | null;
  email: string | null;
  dept: OrgRef;
  org: OrgRef;
  roles: string[];
  permissions: string[];
  userInfo: UserInfo;
}

export const SESSION_KEY = 'vr-user-session';

/** Open tabs and recent pages are kept in local storage per user: `<prefix><userId>`. */
export const TABS_KEY_PREFIX = 'vr-tabs:';
export const RECENT_KEY_PREFIX = 'vr-recent:';

/**
 * RuoYi's rule: a user without roles still gets a marker role, so "no roles" keeps meaning
 * "not loaded yet" and the guard does not fetch again on every navigation.
 */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

export function toSession(auth: LoginAuth, permissions: string[]): UserSession {
  return {
    name: auth.employeeName,
    avatar: auth.avatar,
    introduction: auth.introduction,
    email: auth.email,
    dept: auth.dept,
    org: auth.org,
    roles: auth.roles.length > 0 ? auth.roles : [DEFAULT_ROLE],
    permissions,
    userInfo: auth.userInfo,
  };
}

export function readSession(storage: Pick<Storage, 'getItem'>): UserSession | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<UserSession> | null;
    return value && typeof value.name === 'string' && value.userInfo ? (value as UserSession) : null;
  } catch {
    return null;
  }
}
