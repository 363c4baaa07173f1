import { AppstoreOutlined, DownOutlined, QrcodeOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { DEVICE_PERMS, DEVICE_UPGRADE_PERMS, DEVICE_UPGRADE_ROUTE, EXPORT_TASK_API, EXPORT_TASK_PERMS } from '@vr/contracts';
import { Button, Dropdown } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { post } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import { usePermissionCheck } from '../../../components/authorized/use-permission';
import { EXPORT_CENTRE_PATH, ExportButton, announceExportStarted, feedback, useConfirmAction } from '../../../components/list-page';
import { deviceApi } from './api';

interface DeviceBatchButtonsProps {
  selected: Key[];
  exportParams: Record<string, unknown>;
  confirmDelete(ids: Key[]): void;
  onAssign(ids: Key[]): void;
  onWarranty(ids: Key[]): void;
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
  onWarranty,
  onMaterials,
  onGrant,
  afterChange,
}: DeviceBatchButtonsProps) {
  const { t } = useTranslation(['devices', 'common']);
  const can = usePermissionCheck();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const [qrBusy, setQrBusy] = useState(false);

  /** The order QR codes of the selected devices (or of the filtered list) as a zip, in the export centre. */
  const exportQrCodes = () =>
    confirm(t('devices:confirm.qrCodes'), async () => {
      setQrBusy(true);
      try {
        await post(EXPORT_TASK_API.createQrCodes, selected.length ? { deviceIds: selected } : { filter: exportParams });
        announceExportStarted(t('common:excel.exportStarted'), t('common:excel.openExportCentre'), () => void navigate(EXPORT_CENTRE_PATH));
      } finally {
        setQrBusy(false);
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
    can(DEVICE_PERMS.edit) && { key: 'warranty', label: t('devices:action.warranty') },
    can(DEVICE_UPGRADE_PERMS.add) && { key: 'upgrade', label: t('devices:action.upgrade') },
    can(DEVICE_PERMS.remove) && { key: 'delete', label: t('common:action.delete'), danger: true },
  ].filter(Boolean) as Array<{ key: string; label: string; danger?: boolean }>;

  return (
    <>
      <ExportButton
        kind="devices"
        columnChoice
        confirm={t('devices:confirm.export')}
        params={exportParams}
        permission={DEVICE_PERMS.export}
      />
      <Authorized permission={EXPORT_TASK_PERMS.qrCodes}>
        <Button icon={<QrcodeOutlined />} loading={qrBusy} onClick={exportQrCodes} data-testid="qr-codes-button">
          {t('devices:action.qrCodes')}
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
              else if (key === 'warranty') onWarranty(selected);
              else if (key === 'upgrade') void navigate(`${DEVICE_UPGRADE_ROUTE}?devices=${selected.join(',')}`);
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
