import { POINT_LIMITS } from '@vr/contracts';
import { Input } from 'antd';
import type { ScreenPermissions, SchemaItemOptions } from '../../../components/list-page';
import { POINT_OPTIONS_KEY } from './point-options';

/** The customer a partition, route or point belongs to: labelled and explained, checked by the server. */
export const CUSTOMER_ITEM: SchemaItemOptions = { label: 'customer', hint: 'customer', check: false };

/** The remark of a partition, route or point. */
export const REMARK_ITEM: SchemaItemOptions = { label: 'common:field.remark' };
export const REMARK_INPUT = <Input.TextArea rows={2} maxLength={POINT_LIMITS.remark} showCount />;

/**
 * What the screens of points, partitions and routes share: their ids (`point-<kind>`), texts and
 * permissions; a change makes the point choices of other screens stale.
 */
export const pointScreen = (kind: 'site' | 'zone' | 'route', permissions: ScreenPermissions) => ({
  key: `point-${kind}`,
  tableId: `point-${kind}`,
  testId: `point-${kind}-page`,
  namespaces: ['points'] as const,
  rowKey: 'id' as const,
  permissions,
  invalidates: [[POINT_OPTIONS_KEY]],
});
