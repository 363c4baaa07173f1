import type { AuditSpec } from '../auth/types.js';

/** The methods that change something. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route that writes: a write method, or a GET that names its operation-log entry
 * (`config.audit`), since some calls of the original interface write through GET.
 */
export function isWriteRoute(method: string, config: { audit?: AuditSpec | false } | undefined): boolean {
  return WRITE_METHODS.has(method) || (method === 'GET' && Boolean(config?.audit));
}
