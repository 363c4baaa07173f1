import type { ReactNode } from 'react';
import { useHasPermission } from './use-permission';

interface AuthorizedProps {
  /** Any one of these permissions (or `*:*:*`) shows the children. */
  permission: string | readonly string[];
  children: ReactNode;
  /** Shown instead when the user lacks the permission; nothing by default. */
  fallback?: ReactNode;
}

/** Removes what the user may not use. */
export function Authorized({ permission, children, fallback = null }: AuthorizedProps) {
  return useHasPermission(permission) ? children : fallback;
}
