import { AppstoreOutlined, DownloadOutlined, DownOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { DEVICE_API, DEVICE_PERMS } from '@vr/contracts';
import { Button, Dropdown } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBlob } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import { usePermissionCheck } from '../../../components/authorized/use-permission';
import { feedback, saveBlob, stampedName, useConfirmAction } from '../../../components/list-page';
import { deviceApi } from './api';

interface DeviceBatchButtonsProps {
  selected: Key[];
  exportParams: Record<string, unknown>;
  confirmDelete(ids: Key[]): void;
  onAssign(ids: Key[]): void;
  onMaterials(): void;
  onGrant(): void;
  afterChange(): void;
}

/** The device toolbar after Add and Import: export (confirmed), the batch menu, material warnings, grants. */
export function DeviceBatchButtons({
  selected,
  exportParams,
  confirmDelete,
  onAssign,
  onMaterials,
  onGrant,
  afterChange,
}: DeviceBatchButtonsProps) {
  const { t } = useTranslation(['devices', 'common']);
  const can = usePermissionCheck();
  const confirm = useConfirmAction();
  const [exporting, setExporting] = useState(false);

  const doExport = () =>
    confirm(t('devices:confirm.export'), async () => {
      setExporting(true);
      const hide = feedback.loading(t('common:excel.exporting'));
      try {
        saveBlob(await getBlob(DEVICE_API.export, exportParams, { timeout: 120_000 }), stampedName('devices'));
        feedback.success(t('common:result.exported'));
      } finally {
        hide();
        setExporting(false);
      }
    });

  const batchStatus = (action: 'enable' | 'disable') =>
    confirm(t(`devices:confirm.${action}`, { count: selected.length }), async () => {
      await deviceApi.batch({ ids: selected.map(Number), action });
      feedback.success(t('common:result.saved'));
      afterChange();
    });

  const batchItems = [
    can(DEVICE_PERMS.edit) && { key: 'assign', label: t('devices:action.assign') },
    can(DEVICE_PERMS.edit) && { key: 'enable', label: t('devices:action.enable') },
    can(DEVICE_PERMS.edit) && { key: 'disable', label: t('devices:action.disable') },
    can(DEVICE_PERMS.remove) && { key: 'delete', label: t('common:action.delete'), danger: true },
  ].filter(Boolean) as Array<{ key: string; label: string; danger?: boolean }>;

  return (
    <>
      <Authorized permission={DEVICE_PERMS.export}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport} data-testid="export-button">
          {t('common:action.export')}
        </Button>
      </Authorized>
      {batchItems.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: batchItems,
            onClick: ({ key }) => {
              if (selected.length === 0) feedback.warning(t('common:confirm.selectData'));
              else if (key === 'assign') onAssign(selected);
              else if (key === 'delete') confirmDelete(selected);
              else batchStatus(key as 'enable' | 'disable');
            },
          }}
        >
          <Button icon={<AppstoreOutlined />} data-testid="batch-button">
            {t('devices:action.batch')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      <Button icon={<WarningOutlined />} onClick={onMaterials} data-testid="material-warnings-button">
        {t('devices:action.materialWarnings')}
      </Button>
      <Authorized permission={DEVICE_PERMS.grant}>
        <Button icon={<SafetyCertificateOutlined />} onClick={onGrant} data-testid="grant-button">
          {t('devices:action.grant')}
        </Button>
      </Authorized>
    </>
  );
}
