import { DEVICE_UPGRADE_ENDPOINTS, DEVICE_UPGRADE_PERMS, UPGRADE_MACHINE_STATES, type UpgradeRow } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Grid, Progress, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, defineScreen, feedback } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { upgradeApi } from './api';
import { MachineStateTag, UpgradeStatusTag, sizeText } from './StateTag';

const at = (value: string | null) => formatDateTimeIn(value, businessTimeZone());

/** One upgrade: its package and, per machine, the stage, state, percent and the machine's reason; retry or cancel one. */
export function MachinesDrawer({ upgrade: opened, onClose }: { upgrade: UpgradeRow | null; onClose(): void }) {
  const { t } = useTranslation('deviceUpgrade');
  const screens = Grid.useBreakpoint();
  const id = opened?.id ?? 0;
  // The upgrade's state moves on while the drawer is open (machines report, the rest is continued):
  // read again as often as its machines.
  const live = useQuery({
    queryKey: ['device-upgrade', 'detail', id],
    queryFn: () => upgradeApi.detail(id),
    enabled: id > 0,
    refetchInterval: 3000,
  });
  const upgrade = opened && live.data?.id === opened.id ? live.data : opened;
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: DEVICE_UPGRADE_ENDPOINTS.machines,
        key: `device-upgrade-machines-${id}`,
        tableId: 'device-upgrade-machines',
        testId: 'device-upgrade-machines',
        namespaces: ['deviceUpgrade'],
        rowKey: 'deviceId',
        permissions: { list: DEVICE_UPGRADE_PERMS.list },
        refetchInterval: 3000,
        columns: [
          { key: 'id', label: 'deviceUpgrade:field.machines', searchOnly: true, search: { type: 'hidden', name: 'id' } },
          { key: 'deviceCode', label: 'deviceUpgrade:field.deviceCode', priority: 1, width: 130, ellipsis: true, sortable: true },
          { key: 'deviceName', label: 'deviceUpgrade:field.deviceName', priority: 4, width: 120, ellipsis: true },
          {
            key: 'state',
            label: 'deviceUpgrade:field.status',
            priority: 1,
            width: 100,
            render: (row) => <MachineStateTag state={row.state} />,
            search: { type: 'select', options: UPGRADE_MACHINE_STATES.map((v) => ({ value: v, label: `deviceUpgrade:state.${v}` })) },
          },
          {
            key: 'percent',
            label: 'deviceUpgrade:field.percent',
            priority: 2,
            width: 120,
            render: (row, ctx) => (
              <Progress
                size="small"
                percent={row.percent}
                status={row.state === 'failed' ? 'exception' : row.state === 'running' ? 'active' : undefined}
                aria-label={ctx.text('deviceUpgrade:field.percent')}
              />
            ),
          },
          { key: 'reason', label: 'deviceUpgrade:field.reason', priority: 1, width: 160, ellipsis: true },
          {
            key: 'online',
            label: 'deviceUpgrade:field.online',
            priority: 4,
            width: 80,
            render: (row, ctx) => (
              <Tag color={row.online ? 'success' : 'default'}>{ctx.text(`deviceUpgrade:online.${row.online ? 'true' : 'false'}`)}</Tag>
            ),
          },
          {
            key: 'stage',
            label: 'deviceUpgrade:field.stage',
            priority: 3,
            width: 70,
            render: (row, ctx) => ctx.text(`deviceUpgrade:stage.${row.stage}`),
          },
          { key: 'attempts', label: 'deviceUpgrade:field.attempts', priority: 4, width: 70, align: 'right' },
          { key: 'runningVersion', label: 'deviceUpgrade:field.runningVersion', priority: 4, width: 130, ellipsis: true },
          {
            key: 'updatedAt',
            label: 'deviceUpgrade:field.finishedAt',
            priority: 4,
            width: 160,
            render: (row) => at(row.finishedAt ?? row.sentAt),
          },
        ],
        rowActions: [
          {
            key: 'retry-one',
            label: 'deviceUpgrade:action.retryOne',
            permission: DEVICE_UPGRADE_PERMS.retry,
            disabled: (row) => row.state !== 'failed' || upgrade?.status === 'cancelled',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceUpgrade:confirm.retryOne', { deviceCode: row.deviceCode }), async () => {
                const answer = await upgradeApi.retry(id, [row.deviceId]);
                feedback.success(ctx.text('deviceUpgrade:done.retried', { machines: answer.machines }));
                ctx.afterChange();
              }),
          },
          {
            key: 'cancel-one',
            label: 'deviceUpgrade:action.cancelOne',
            permission: DEVICE_UPGRADE_PERMS.cancel,
            danger: true,
            disabled: (row) => row.state !== 'pending' && row.state !== 'running',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceUpgrade:confirm.cancelOne', { deviceCode: row.deviceCode }), async () => {
                const answer = await upgradeApi.cancel(id, [row.deviceId]);
                feedback.success(ctx.text('deviceUpgrade:done.cancelled', { machines: answer.machines }));
                ctx.afterChange();
              }),
          },
        ],
      }),
    [id, upgrade?.status],
  );

  return (
    <Drawer
      open={upgrade !== null}
      onClose={onClose}
      size={screens.md ? 960 : '100%'}
      title={upgrade ? t('detail.title', { version: upgrade.version }) : ''}
      destroyOnHidden
      data-testid="device-upgrade-drawer"
    >
      {upgrade && (
        <>
          <Descriptions size="small" column={screens.md ? 2 : 1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('field.target')}>{t(`target.${upgrade.target}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <UpgradeStatusTag status={upgrade.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.package')} span={screens.md ? 2 : 1}>
              <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                {upgrade.fileName ?? upgrade.packageUrl}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.size')}>{sizeText(upgrade.size)}</Descriptions.Item>
            <Descriptions.Item label={t('field.sha256')}>
              <Typography.Text copyable={{ text: upgrade.sha256 }} code>
                {upgrade.sha256.slice(0, 12)}…
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createdBy')}>{upgrade.createdBy ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('field.createTime')}>{at(upgrade.createTime)}</Descriptions.Item>
          </Descriptions>
          <ListScreen key={id} screen={screen} initialFilters={{ id }} />
        </>
      )}
    </Drawer>
  );
}
