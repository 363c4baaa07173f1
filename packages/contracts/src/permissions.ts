/** The wildcard permission: passes every check. */
export const ALL_PERMISSIONS = '*:*:*';
/** The role key that passes every role check. */
export const ADMIN_ROLE = 'admin';

/**
 * What a route needs: a permission string, or one of the two markers.
 * Every route must declare one; the server refuses to start otherwise.
 */
export const PUBLIC = 'public' as const;
export const SESSION = 'session' as const;
export type RouteAccess = typeof PUBLIC | typeof SESSION | string;

export const DATA_SCOPES = {
  ALL: '1',
  CUSTOM: '2',
  DEPT: '3',
  DEPT_AND_BELOW: '4',
  SELF: '5',
} as const;
export type DataScope = (typeof DATA_SCOPES)[keyof typeof DATA_SCOPES];

export const MENU_TYPES = { DIRECTORY: 'M', MENU: 'C', BUTTON: 'F' } as const;
export type MenuType = (typeof MENU_TYPES)[keyof typeof MENU_TYPES];

/**
 * The permissions of a screen, each `<module>:<entity>:<action>`, by action:
 * `screenPermissions('system:role', ['list', 'add'])` is `{ list: 'system:role:list', add: 'system:role:add' }`.
 */
export function screenPermissions<const P extends string, const A extends readonly string[]>(
  prefix: P,
  actions: A,
): { readonly [K in A[number]]: `${P}:${K}` } {
  return Object.fromEntries(actions.map((action) => [action, `${prefix}:${action}`])) as { readonly [K in A[number]]: `${P}:${K}` };
}

/** True when `held` grants any of `needed` (or holds the wildcard). */
export function hasAnyPermission(held: readonly string[], needed: readonly string[]): boolean {
  if (held.includes(ALL_PERMISSIONS)) return true;
  return needed.some((p) => held.includes(p));
}
