import {
  DEVICE_ACCOUNT_DELIVERY_STATES,
  DEVICE_ACCOUNT_ENDPOINTS,
  DEVICE_ACCOUNT_PERMS,
  type DeviceAccountMachineRow,
  type DeviceAccountRow,
} from '@vr/contracts';
import { Drawer, Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { machineDeliveryColumns } from '../../components/delivery';
import { ListScreen, defineScreen } from '../../components/list-page';

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
          ...machineDeliveryColumns<DeviceAccountMachineRow>('deviceAccount', DEVICE_ACCOUNT_DELIVERY_STATES),
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
