import { DEVICE_API, type DeviceRow } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Spin, Transfer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';
import { feedback } from '../../../components/list-page';
import { deviceApi } from './api';

/**
 * Device permissions: pick an account whose permission is "selected devices" and the
 * devices it may see (only accounts and devices in the caller's own scope are offered).
 */
export function GrantDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <GrantDialogBody onClose={onClose} /> : null;
}

function GrantDialogBody({ onClose }: { onClose(): void }) {
  const open = true;
  const { t } = useTranslation(['devices', 'common']);
  const [userId, setUserId] = useState<number | undefined>();
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  const [saving, setSaving] = useState(false);
  const accounts = useQuery({ queryKey: ['device-grant-accounts'], queryFn: deviceApi.grantAccounts, enabled: open });
  const devices = useQuery({
    queryKey: ['device-grant-devices'],
    queryFn: () => get<DeviceRow[]>(DEVICE_API.list, { limit: 1000, orderByColumn: 'deviceCode', isAsc: 'asc' }).then((e) => e.data ?? []),
    enabled: open,
  });
  const grants = useQuery({
    queryKey: ['device-grants', userId],
    queryFn: () => deviceApi.grants(userId!),
    enabled: open && userId !== undefined,
  });

  const targetKeys = (userId !== undefined ? picked[userId] : undefined) ?? grants.data?.map(String) ?? [];
  const setTargetKeys = (keys: string[]) => {
    if (userId !== undefined) setPicked((p) => ({ ...p, [userId]: keys }));
  };

  const save = async () => {
    if (userId === undefined) return;
    setSaving(true);
    try {
      await deviceApi.saveGrants(userId, targetKeys.map(Number));
      feedback.success(t('devices:grant.saved'));
      void accounts.refetch();
      onClose();
    } catch {
      // shown by the request wrapper
    } finally {
      setSaving(false);
    }
  };

  const list = accounts.data ?? [];
  return (
    <Modal
      open={open}
      title={t('devices:grant.title')}
      width={820}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ disabled: userId === undefined, loading: saving, 'data-testid': 'grant-save' } as never}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('devices:grant.account')} extra={t('devices:grant.accountHint')}>
          <Select
            data-testid="grant-account"
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isLoading}
            value={userId}
            onChange={setUserId}
            options={list.map((a) => ({
              value: a.userId,
              label: `${a.employeeName}${a.username ? ` (${a.username})` : ''} · ${a.orgName} · ${t('devices:grant.granted', { count: a.grantedCount })}`,
            }))}
          />
        </Form.Item>
      </Form>
      {!accounts.isLoading && list.length === 0 && <Alert type="info" showIcon title={t('devices:grant.noAccounts')} />}
      {userId !== undefined && (
        <Spin spinning={grants.isFetching || devices.isLoading}>
          <Typography.Text strong>{t('devices:grant.devices')}</Typography.Text>
          <Transfer
            style={{ marginTop: 8 }}
            styles={{ section: { width: 360, height: 360 } }}
            dataSource={(devices.data ?? []).map((d) => ({
              key: String(d.id),
              title: `${d.deviceCode}${d.name ? ` · ${d.name}` : ''}`,
              description: d.orgName ?? '',
            }))}
            showSearch
            filterOption={(input, item) => item.title.toLowerCase().includes(input.toLowerCase())}
            targetKeys={targetKeys}
            onChange={(keys) => setTargetKeys(keys.map(String))}
            render={(item) => item.title}
            titles={['', t('devices:grant.granted', { count: targetKeys.length })]}
          />
        </Spin>
      )}
    </Modal>
  );
}
