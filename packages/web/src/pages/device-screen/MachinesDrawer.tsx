import { DEVICE_SCREEN_ENDPOINTS, DEVICE_SCREEN_PERMS, SCREEN_DELIVERY_STATES, type ScreenConfigRow } from '@vr/contracts';
import { Drawer, Grid, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, defineScreen } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { DeliveryTag } from './StateTag';

/** One configuration's machines: whether each was sent it, acknowledged it, or refused it (with its reason). */
export function MachinesDrawer({ config, onClose }: { config: ScreenConfigRow | null; onClose(): void }) {
  const { t } = useTranslation('deviceScreen');
  const screens = Grid.useBreakpoint();
  const id = config?.id ?? 0;
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: DEVICE_SCREEN_ENDPOINTS.machines,
        key: `device-screen-machines-${id}`,
        tableId: 'device-screen-machines',
        testId: 'device-screen-machines',
        namespaces: ['deviceScreen'],
        rowKey: 'deviceId',
        permissions: { list: DEVICE_SCREEN_PERMS.list },
        refetchInterval: 3000,
        columns: [
          { key: 'id', label: 'deviceScreen:field.devices', searchOnly: true, search: { type: 'hidden', name: 'id' } },
          { key: 'deviceCode', label: 'deviceScreen:field.deviceCode', priority: 1, width: 130, ellipsis: true, sortable: true },
          { key: 'deviceName', label: 'deviceScreen:field.deviceName', priority: 4, width: 120, ellipsis: true },
          {
            key: 'state',
            label: 'deviceScreen:field.state',
            priority: 1,
            width: 100,
            render: (row) => <DeliveryTag state={row.state} />,
            search: { type: 'select', options: SCREEN_DELIVERY_STATES.map((v) => ({ value: v, label: `deviceScreen:state.${v}` })) },
          },
          { key: 'reason', label: 'deviceScreen:field.reason', priority: 1, width: 180, ellipsis: true },
          {
            key: 'online',
            label: 'deviceScreen:field.online',
            priority: 3,
            width: 80,
            render: (row, ctx) => (
              <Tag color={row.online ? 'success' : 'default'}>{ctx.text(`deviceScreen:online.${row.online ? 'true' : 'false'}`)}</Tag>
            ),
          },
          { key: 'revision', label: 'deviceScreen:field.revision', priority: 4, width: 70, align: 'right' },
          {
            key: 'sentAt',
            label: 'deviceScreen:field.sentAt',
            priority: 4,
            width: 160,
            render: (row) => formatDateTimeIn(row.sentAt, businessTimeZone()),
          },
        ],
      }),
    [id],
  );

  return (
    <Drawer
      open={config !== null}
      onClose={onClose}
      size={screens.md ? 860 : '100%'}
      title={config ? t('machines.title', { name: config.name }) : ''}
      destroyOnHidden
      data-testid="device-screen-drawer"
    >
      {config && <ListScreen key={id} screen={screen} initialFilters={{ id }} />}
    </Drawer>
  );
}
