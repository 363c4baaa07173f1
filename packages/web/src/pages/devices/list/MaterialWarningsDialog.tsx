import type { DeviceMaterialWarning } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../components/dict-tag';
import { deviceApi } from './api';
import { deviceLabels, materialColor } from './labels';

/** Containers under their warning value (GET getDeviceMaterialWarning), with the list's filters. */
export function MaterialWarningsDialog({ open, filters, onClose }: { open: boolean; filters: Record<string, unknown>; onClose(): void }) {
  const { t } = useTranslation(['devices', 'common']);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const labels = deviceLabels(t);
  const materials = useDict('material');
  const data = useQuery({
    queryKey: ['device-material-warnings', filters, page],
    queryFn: () => deviceApi.materialWarnings({ ...filters, ...page }),
    enabled: open,
  });
  return (
    <Modal open={open} title={t('devices:material.title')} width={900} onCancel={onClose} footer={null} destroyOnHidden>
      <Table<DeviceMaterialWarning>
        data-testid="material-warnings"
        size="small"
        rowKey={(r) => `${r.deviceId}-${r.containerNo}`}
        loading={data.isFetching}
        dataSource={data.data?.rows ?? []}
        pagination={{
          current: page.page,
          pageSize: page.limit,
          total: data.data?.total ?? 0,
          onChange: (p, l) => setPage({ page: p, limit: l }),
          showTotal: (total) => t('common:table.total', { count: total }),
        }}
        columns={[
          { key: 'deviceCode', dataIndex: 'deviceCode', title: t('devices:field.deviceCode') },
          { key: 'siteName', dataIndex: 'siteName', title: t('devices:field.site') },
          { key: 'containerNo', dataIndex: 'containerNo', title: t('devices:material.container') },
          {
            key: 'materialCode',
            dataIndex: 'materialCode',
            title: t('devices:material.material'),
            render: (code: string) => materials.labelOf(code),
          },
          { key: 'level', dataIndex: 'level', title: t('devices:material.level'), align: 'right' },
          { key: 'capacity', dataIndex: 'capacity', title: t('devices:field.capacity'), align: 'right' },
          { key: 'warnValue', dataIndex: 'warnValue', title: t('devices:material.warnValue'), align: 'right' },
          { key: 'alarmValue', dataIndex: 'alarmValue', title: t('devices:material.alarmValue'), align: 'right' },
          {
            key: 'state',
            dataIndex: 'state',
            title: t('devices:field.materialState'),
            render: (v: number) => <Tag color={materialColor[v]}>{labels.material[v]}</Tag>,
          },
        ]}
      />
    </Modal>
  );
}
