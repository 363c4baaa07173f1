import { Tag } from 'antd';
import { type ScreenColumn, progressColumn } from '../list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';

/*
 * What a machine is to hold (a screen, a list of accounts) is delivered per machine: pending,
 * delivered, or failed with the machine's reason. These are the pieces that show it, with the
 * words of the screen's own namespace (`<ns>:state.<state>`, `<ns>:online.<true|false>`,
 * `<ns>:field.<column>`, `<ns>:machines.counts`).
 */

export type DeliveryState = 'pending' | 'delivered' | 'failed';
export type DeliveryCounts = Record<DeliveryState, number> & { total: number };

const COLOR: Record<DeliveryState, string> = { pending: 'processing', delivered: 'success', failed: 'error' };

/** A machine's delivery as a tag. */
export const deliveryTag = (state: DeliveryState, label: string) => <Tag color={COLOR[state]}>{label}</Tag>;

/** The list column of the delivery progress of each row's machines (the list kit's progress column). */
export function deliveryColumn<Row extends { counts: DeliveryCounts }>(ns: string, width: number): ScreenColumn<Row> {
  return progressColumn<Row>(
    'delivery',
    `${ns}:field.delivery`,
    ({ counts: c }) => ({ total: c.total, done: c.delivered, ended: c.delivered + c.failed, failed: c.failed }),
    (row, ctx) => ctx.text(`${ns}:machines.counts`, { ...row.counts }),
    { width },
  );
}

interface MachineDelivery {
  deviceCode: string;
  deviceName: string | null;
  online: boolean;
  state: DeliveryState;
  reason: string | null;
  sentAt: string | null;
}

/** The columns of one thing's machines: code, name, delivery state (searchable), reason, network, and (last) when it was sent. */
export function machineDeliveryColumns<Row extends MachineDelivery>(ns: string, states: readonly DeliveryState[]): ScreenColumn<Row>[] {
  return [
    { key: 'deviceCode', label: `${ns}:field.deviceCode`, priority: 1, width: 130, ellipsis: true, sortable: true },
    { key: 'deviceName', label: `${ns}:field.deviceName`, priority: 4, width: 120, ellipsis: true },
    {
      key: 'state',
      label: `${ns}:field.state`,
      priority: 1,
      width: 100,
      render: (row, ctx) => deliveryTag(row.state, ctx.text(`${ns}:state.${row.state}`)),
      search: { type: 'select', options: states.map((v) => ({ value: v, label: `${ns}:state.${v}` })) },
    },
    { key: 'reason', label: `${ns}:field.reason`, priority: 1, width: 180, ellipsis: true },
    {
      key: 'online',
      label: `${ns}:field.online`,
      priority: 3,
      width: 90,
      render: (row, ctx) => (
        <Tag color={row.online ? 'success' : 'default'}>{ctx.text(`${ns}:online.${row.online ? 'true' : 'false'}`)}</Tag>
      ),
    },
    {
      key: 'sentAt',
      label: `${ns}:field.sentAt`,
      priority: 4,
      width: 160,
      render: (row) => formatDateTimeIn(row.sentAt, businessTimeZone()),
    },
  ];
}
