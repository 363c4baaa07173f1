import { AD_ENDPOINTS, AD_MACHINE_STATES, AD_RELEASE_PERMS, type AdReleaseRow } from '@vr/contracts';
import { Button, Descriptions, Drawer, Grid, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../components/authorized/use-permission';
import { ListScreen, defineScreen } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { AdPreview } from './AdPreview';
import { MachineStateTag, ReleaseStatusTag } from './StateTag';

const at = (value: string | null) => formatDateTimeIn(value, businessTimeZone());

interface Props {
  release: AdReleaseRow | null;
  onClose(): void;
  /** Opens the release form on this (active) release. */
  onEdit(release: AdReleaseRow): void;
}

/** One release: its material and schedule and, per machine, its state, the machine's reason and what it shows. */
export function MachinesDrawer({ release, onClose, onEdit }: Props) {
  const { t } = useTranslation('ads');
  const mayEdit = useHasPermission(AD_RELEASE_PERMS.edit);
  const screens = Grid.useBreakpoint();
  const id = release?.id ?? 0;
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: AD_ENDPOINTS.machines,
        key: `ad-release-machines-${id}`,
        tableId: 'ad-release-machines',
        testId: 'ad-release-machines',
        namespaces: ['ads'],
        rowKey: 'deviceId',
        permissions: { list: AD_RELEASE_PERMS.list },
        refetchInterval: 3000,
        columns: [
          { key: 'id', label: 'ads:field.machines', searchOnly: true, search: { type: 'hidden', name: 'id' } },
          { key: 'deviceCode', label: 'ads:field.deviceCode', priority: 1, width: 130, ellipsis: true, sortable: true },
          {
            key: 'state',
            label: 'ads:field.status',
            priority: 1,
            width: 110,
            render: (row) => <MachineStateTag state={row.state} />,
            search: { type: 'select', options: AD_MACHINE_STATES.map((v) => ({ value: v, label: `ads:state.${v}` })) },
          },
          { key: 'reason', label: 'ads:field.reason', priority: 1, width: 180, ellipsis: true },
          { key: 'deviceName', label: 'ads:field.deviceName', priority: 4, width: 120, ellipsis: true },
          { key: 'siteName', label: 'ads:field.siteName', priority: 4, width: 120, ellipsis: true },
          {
            key: 'online',
            label: 'ads:field.network',
            priority: 3,
            width: 90,
            render: (row, ctx) => (
              <Tag color={row.online ? 'success' : 'default'}>{ctx.text(`ads:online.${row.online ? 'true' : 'false'}`)}</Tag>
            ),
          },
          {
            key: 'showing',
            label: 'ads:field.showing',
            priority: 3,
            width: 100,
            render: (row, ctx) => (row.showing ? <Tag color="green">{ctx.text('ads:yes')}</Tag> : ''),
          },
          { key: 'plays', label: 'ads:field.plays', priority: 3, width: 80, align: 'right', sortable: true },
          {
            key: 'lastShownAt',
            label: 'ads:field.lastShownAt',
            priority: 4,
            width: 160,
            sortable: true,
            render: (row) => at(row.lastShownAt),
          },
          { key: 'attempts', label: 'ads:field.attempts', priority: 4, width: 80, align: 'right' },
          { key: 'ackedAt', label: 'ads:field.ackedAt', priority: 4, width: 160, render: (row) => at(row.ackedAt) },
        ],
      }),
    [id],
  );

  return (
    <Drawer
      open={release !== null}
      onClose={onClose}
      size={screens.md ? 960 : '100%'}
      title={release ? t('detail.title', { name: release.name }) : ''}
      destroyOnHidden
      data-testid="ad-release-drawer"
      extra={
        release && mayEdit && release.status === 'active' ? (
          <Button type="primary" onClick={() => onEdit(release)} data-testid="ad-release-edit">
            {t('menu.AdReleaseEdit')}
          </Button>
        ) : null
      }
    >
      {release && (
        <>
          <Descriptions size="small" column={screens.md ? 2 : 1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('field.material')}>
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <AdPreview kind={release.kind} url={release.url} size={36} />
                {release.materialName}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <ReleaseStatusTag status={release.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.days')}>{`${release.beginDate} – ${release.endDate}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.hours')}>{`${release.hourFrom} – ${release.hourTo}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.sort')}>{release.sort}</Descriptions.Item>
            <Descriptions.Item label={t('field.target')}>
              {release.siteNames ? release.siteNames.join(', ') : t('targetBy.machines')}
            </Descriptions.Item>
          </Descriptions>
          <ListScreen key={id} screen={screen} initialFilters={{ id }} />
        </>
      )}
    </Drawer>
  );
}
