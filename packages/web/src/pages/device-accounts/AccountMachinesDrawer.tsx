import { DEVICE_ACCOUNT_DELIVERY_STATES, DEVICE_ACCOUNT_ENDPOINTS, DEVICE_ACCOUNT_PERMS, type DeviceAccountRow } from '@vr/contracts';
import { Drawer, Grid, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, defineScreen } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';

const STATE_COLOR = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

/** The machines an account signs in on: whether each was sent its list, acknowledged it, or refused it (with its reason). */
export function AccountMachinesDrawer({ account, onClose }: { account: DeviceAccountRow | null; onClose(): void }) {
  const { t } = useTranslation('deviceAccount');
  const screens = Grid.useBreakpoint();
  const id = account?.id ?? 0;
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: DEVICE_ACCOUNT_ENDPOINTS.machines,
        key: `device-account-machines-${id}`,
        tableId: 'device-account-machines',
        testId: 'device-account-machines',
        namespaces: ['deviceAccount'],
        rowKey: 'deviceId',
        permissions: { list: DEVICE_ACCOUNT_PERMS.list },
        refetchInterval: 3000,
        columns: [
          { key: 'id', label: 'deviceAccount:field.deviceIds', searchOnly: true, search: { type: 'hidden', name: 'id' } },
          { key: 'deviceCode', label: 'deviceAccount:field.deviceCode', priority: 1, width: 130, ellipsis: true, sortable: true },
          { key: 'deviceName', label: 'deviceAccount:field.deviceName', priority: 4, width: 120, ellipsis: true },
          {
            key: 'state',
            label: 'deviceAccount:field.state',
            priority: 1,
            width: 100,
            render: (row, ctx) => <Tag color={STATE_COLOR[row.state]}>{ctx.text(`deviceAccount:state.${row.state}`)}</Tag>,
            search: {
              type: 'select',
              options: DEVICE_ACCOUNT_DELIVERY_STATES.map((v) => ({ value: v, label: `deviceAccount:state.${v}` })),
            },
          },
          { key: 'reason', label: 'deviceAccount:field.reason', priority: 1, width: 180, ellipsis: true },
          {
            key: 'online',
            label: 'deviceAccount:field.online',
            priority: 3,
            width: 90,
            render: (row, ctx) => (
              <Tag color={row.online ? 'success' : 'default'}>{ctx.text(`deviceAccount:online.${row.online ? 'true' : 'false'}`)}</Tag>
            ),
          },
          {
            key: 'sentAt',
            label: 'deviceAccount:field.sentAt',
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
      open={account !== null}
      onClose={onClose}
      size={screens.md ? 820 : '100%'}
      title={account ? t('machines.title', { account: account.account }) : ''}
      destroyOnHidden
      data-testid="device-account-drawer"
    >
      {account && <ListScreen key={id} screen={screen} initialFilters={{ id }} />}
    </Drawer>
  );
}
