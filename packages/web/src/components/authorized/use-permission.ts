import { useCallback } from 'react';
import { useUserStore } from '../../stores/user';
import { checkPermission } from './check-permission';

/** True when the user holds any of the permissions, or the wildcard `*:*:*`. */
export function useHasPermission(needed: string | readonly string[]): boolean {
  const held = useUserStore((s) => s.permissions);
  return checkPermission(held, needed);
}

/** A checker for many elements at once, e.g. a table's row actions. */
export function usePermissionCheck(): (needed: string | readonly string[]) => boolean {
  const held = useUserStore((s) => s.permissions);
  return useCallback((needed) => checkPermission(held, needed), [held]);
}
