import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  MOBILE_CLIENTS,
  MOBILE_CONFIG_API,
  MOBILE_CONFIG_PERMS,
  type MobileClient,
  type MobileConfigDetail,
  type MobileConfigItem,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tabs, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import { useHasPermission } from '../../components/authorized/use-permission';
import { feedback, useConfirmAction } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useConfigColumns } from './config-columns';
import styles from './mobile-config.module.css';
import { moveItem } from './move-item';
import { PhonePreview } from './PhonePreview';

/** System → Mobile operation config: per customer, the functions of the maintenance app and the B-side mini program. */
export default function MobileConfigPage() {
  const { t } = useTranslation(['mobileConfig', 'common']);
  const canEdit = useHasPermission(MOBILE_CONFIG_PERMS.edit);
  const [orgId, setOrgId] = useState<number | undefined>();
  const customerId = useId();
  const [client, setClient] = useState<MobileClient>('maintenance');
  const [draft, setDraft] = useState<{ key: string; items: MobileConfigItem[] } | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const confirm = useConfirmAction();
  const queryKey = ['mobile-config', client, orgId ?? 'own'];
  const detail = useQuery({
    queryKey,
    retry: false,
    queryFn: async () => (await get<MobileConfigDetail>(MOBILE_CONFIG_API.detail, { client, orgId }, { silent: true })).data ?? null,
  });
  const key = queryKey.join('|');
  const loaded = detail.data ?? null;
  const items = draft?.key === key ? draft.items : (loaded?.items ?? []);
  const dirty = draft?.key === key;
  const setItems = (next: MobileConfigItem[]) => setDraft({ key, items: next });
  const update = (index: number, change: Partial<MobileConfigItem>) =>
    setItems(items.map((it, i) => (i === index ? { ...it, ...change } : it)));

  const save = async () => {
    if (!loaded) return;
    setSaving(true);
    try {
      await post(MOBILE_CONFIG_API.save, {
        client,
        orgId: loaded.orgId,
        items: items.map((i) => ({ funcKey: i.funcKey, title: i.title || null, icon: i.icon, visible: i.visible })),
      });
      feedback.success(t('common:result.saved'));
      setDraft(null);
      await detail.refetch();
    } catch {
      // shown by the request wrapper
    } finally {
      setSaving(false);
    }
  };

  const reset = () =>
    loaded &&
    confirm(t('mobileConfig:confirmReset', { client: t(`mobileConfig:client.${client}`), customer: loaded.orgName }), async () => {
      await post(MOBILE_CONFIG_API.reset, { client, orgId: loaded.orgId });
      feedback.success(t('mobileConfig:resetDone'));
      setDraft(null);
      await detail.refetch();
    });

  const columns = useConfigColumns({ items, canEdit, setItems, update });

  const needsCustomer = detail.isError || (detail.isSuccess && !loaded);
  return (
    <div className={styles.page} data-testid="mobile-config-page">
      <Card size="small">
        <Space wrap>
          <label htmlFor={customerId}>{t('mobileConfig:customer')}</label>
          <OrgTreeSelect
            id={customerId}
            value={orgId}
            onChange={(v: unknown) => {
              setOrgId(typeof v === 'number' ? v : undefined);
              setDraft(null);
            }}
            style={{ width: 260 }}
          />
          {loaded && (
            <Tag color={loaded.customised ? 'blue' : 'default'}>
              {loaded.customised ? t('mobileConfig:customised') : t('mobileConfig:defaults')}
            </Tag>
          )}
          {dirty && <Tag color="orange">{t('mobileConfig:unsaved')}</Tag>}
        </Space>
      </Card>
      <Tabs
        activeKey={client}
        onChange={(k) => setClient(k as MobileClient)}
        items={MOBILE_CLIENTS.map((c) => ({ key: c, label: t(`mobileConfig:client.${c}`) }))}
      />
      {needsCustomer ? (
        <Alert type="info" showIcon message={t('mobileConfig:chooseCustomer')} />
      ) : (
        <div className={styles.body}>
          <Card
            size="small"
            className={styles.list}
            title={loaded?.orgName}
            extra={
              <Authorized permission={MOBILE_CONFIG_PERMS.edit}>
                <Space>
                  <Button icon={<UndoOutlined />} onClick={reset} disabled={!loaded?.customised} data-testid="reset-button">
                    {t('mobileConfig:reset')}
                  </Button>
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    loading={saving}
                    disabled={!dirty}
                    onClick={save}
                    data-testid="save-button"
                  >
                    {t('common:action.save')}
                  </Button>
                </Space>
              </Authorized>
            }
          >
            <Table<MobileConfigItem>
              rowKey="funcKey"
              size="small"
              loading={detail.isLoading}
              dataSource={items}
              columns={columns}
              pagination={false}
              onRow={(_, index) => ({
                draggable: canEdit,
                'data-testid': `row-${items[index ?? 0]?.funcKey}`,
                className: dragFrom !== null ? styles.dropTarget : undefined,
                onDragStart: () => setDragFrom(index ?? null),
                onDragOver: (e) => e.preventDefault(),
                onDrop: () => {
                  if (dragFrom !== null && index !== undefined) setItems(moveItem(items, dragFrom, index));
                  setDragFrom(null);
                },
                onDragEnd: () => setDragFrom(null),
              })}
            />
          </Card>
          <PhonePreview items={items} />
        </div>
      )}
    </div>
  );
}
