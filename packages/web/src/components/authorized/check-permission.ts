import { hasAnyPermission } from '@vr/contracts';

/**
 * True when `held` grants any of `needed` or holds `*:*:*`. A missing permission value is a
 * programming error, not "allowed", so it throws.
 */
export function checkPermission(held: readonly string[], needed: string | readonly string[]): boolean {
  const list = typeof needed === 'string' ? [needed] : needed;
  if (list.length === 0 || list.some((p) => !p)) throw new Error('a permission check needs at least one permission string');
  return hasAnyPermission(held, list);
}
