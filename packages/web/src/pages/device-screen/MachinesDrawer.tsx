import {
  DEVICE_SCREEN_ENDPOINTS,
  DEVICE_SCREEN_PERMS,
  SCREEN_DELIVERY_STATES,
  type ScreenConfigRow,
  type ScreenMachineRow,
} from '@vr/contracts';
import { Drawer, Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { machineDeliveryColumns } from '../../components/delivery';
import { ListScreen, defineScreen } from '../../components/list-page';

/** One configuration's machines: whether each was sent it, acknowledged it, or refused it (with its reason). */
export function MachinesDrawer({ config, onClose }: { config: ScreenConfigRow | null; onClose(): void }) {
  const { t } = useTranslation('deviceScreen');
  const screens = Grid.useBreakpoint();
  const id = config?.id ?? 0;
  const screen = useMemo(() => {
    // The shared delivery columns, the revision sent standing before the time it was sent.
    const delivery = machineDeliveryColumns<ScreenMachineRow>('deviceScreen', SCREEN_DELIVERY_STATES);
    return defineScreen({
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
        ...delivery.slice(0, -1),
        { key: 'revision', label: 'deviceScreen:field.revision', priority: 4, width: 70, align: 'right' },
        ...delivery.slice(-1),
      ],
    });
  }, [id]);

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
