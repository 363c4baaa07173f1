// zod/mini: the sign-in page validates with this schema too, and must not download all of zod.
import * as z from 'zod/mini';

/**
 * The cookie the web app keeps the session token in. The server reads it only where a browser
 * cannot send a header: the API documentation and private files shown in an <img>.
 */
export const SESSION_COOKIE = 'Admin-Token';

/** Login: username trimmed, password at least 4, account and code required. */
export const LOGIN_PASSWORD_MIN = 4;

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(LOGIN_PASSWORD_MIN)),
  /** Required unless the server runs with CAPTCHA_ENABLED=false; the server checks it. */
  code: z._default(z.optional(z.string().check(z.trim(), z.maxLength(16))), ''),
  uuid: z._default(z.optional(z.string().check(z.trim(), z.maxLength(64))), ''),
});
export type LoginInput = z.input<typeof loginSchema>;

export interface LoginResult {
  token: string;
}

export interface CaptchaImage {
  captchaEnabled: boolean;
  uuid: string;
  /** An SVG image as a data URL; empty when the captcha is disabled. */
  img: string;
}

/** Captcha answers expire after 2 minutes and are single use. */
export const CAPTCHA_TTL_SECONDS = 120;
/** Five failed sign-ins lock the account for ten minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 10;

export const loginAuthQuerySchema = z.object({ token: z.optional(z.string()) });

export interface OrgRef {
  orgId: number;
  orgName: string;
}

export interface UserInfo {
  userId: number;
  username: string;
  employeeName: string;
  orgId: number;
  orgName: string;
  /** The customer (top-level organisation below the platform) the user belongs to, if any. */
  customerOrgId: number | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
}

/** Answer of GET /api/api/v5/loginAuth. */
export interface LoginAuth {
  employeeName: string;
  org: OrgRef;
  roles: string[];
  avatar: string | null;
  introduction: string | null;
  email: string | null;
  dept: OrgRef;
  userInfo: UserInfo;
}

export const MENU_COMPONENTS = { layout: 'Layout', parentView: 'ParentView', innerLink: 'InnerLink' } as const;

/** One entry of GET /api/api/v5/navigate: a menu item. */
export interface NavMenuItem {
  path: string;
  name: string;
  component: string;
  hidden: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  parentId: number;
  meta: {
    title: string;
    icon?: string;
    affix?: boolean;
    noCache?: boolean;
    roles?: string[];
    link?: string | null;
    /** Titles in every language the menu stores. */
    titles?: Record<string, string>;
  };
  children?: NavMenuItem[];
}
