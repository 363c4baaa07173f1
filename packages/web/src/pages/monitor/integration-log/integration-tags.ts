import { INTEGRATION_DIRECTIONS, INTEGRATION_STATUSES, type IntegrationStatus } from '@vr/contracts';

/** Success green, failure red, timeout orange. */
export const STATUS_COLORS: Record<IntegrationStatus, string> = { success: 'success', failure: 'error', timeout: 'warning' };

export const DIRECTION_OPTIONS = INTEGRATION_DIRECTIONS.map((v) => ({ value: v, label: `logs:integration.direction.${v}` }));
export const STATUS_OPTIONS = INTEGRATION_STATUSES.map((v) => ({ value: v, label: `logs:integration.status.${v}` }));
