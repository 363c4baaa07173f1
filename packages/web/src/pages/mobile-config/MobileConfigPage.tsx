import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  MOBILE_CLIENTS,
  MOBILE_CONFIG_API,
  MOBILE_CONFIG_LIMITS,
  MOBILE_CONFIG_PERMS,
  MOBILE_ICONS,
  type MobileClient,
  type MobileConfigDetail,
  type MobileConfigItem,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Input,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import { useHasPermission } from '../../components/authorized/use-permission';
import { feedback, useConfirmAction } from '../../components/list-page';
import { menuIcon } from '../../components/menu-icon';
import { OrgTreeSelect } from '../../components/org-tree-select';
import styles from './mobile-config.module.css';
import { moveItem } from './move-item';

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

  const iconOptions = useMemo(
    () =>
      MOBILE_ICONS.map((name) => ({
        value: name,
        label: (
          <Space size={6}>
            {menuIcon(name)}
            <span>{name}</span>
          </Space>
        ),
      })),
    [],
  );

  const columns: TableColumnsType<MobileConfigItem> = [
    {
      title: t('mobileConfig:field.order'),
      key: 'order',
      width: 150,
      render: (_, __, index) => (
        <Space size={2}>
          <Tooltip title={t('mobileConfig:drag')}>
            <HolderOutlined className={canEdit ? styles.handle : undefined} />
          </Tooltip>
          <span className={styles.index}>{index + 1}</span>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('mobileConfig:moveUp')}
            disabled={!canEdit || index === 0}
            data-testid={`move-up-${index}`}
            onClick={() => setItems(moveItem(items, index, index - 1))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('mobileConfig:moveDown')}
            disabled={!canEdit || index === items.length - 1}
            data-testid={`move-down-${index}`}
            onClick={() => setItems(moveItem(items, index, index + 1))}
          />
        </Space>
      ),
    },
    {
      title: t('mobileConfig:field.function'),
      key: 'function',
      width: 180,
      render: (_, row) => (
        <Space>
          {menuIcon(row.icon)}
          <span>{row.defaultTitle}</span>
          <Typography.Text type="secondary" className={styles.key}>
            {row.funcKey}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('mobileConfig:field.title'),
      key: 'title',
      render: (_, row, index) => (
        <Input
          value={row.title ?? ''}
          maxLength={MOBILE_CONFIG_LIMITS.title}
          placeholder={t('mobileConfig:titlePlaceholder', { title: row.defaultTitle })}
          aria-label={t('common:a11y.fieldOf', { field: t('mobileConfig:field.title'), name: row.defaultTitle })}
          disabled={!canEdit}
          data-testid={`title-${row.funcKey}`}
          onChange={(e) => update(index, { title: e.target.value })}
        />
      ),
    },
    {
      title: t('mobileConfig:field.icon'),
      key: 'icon',
      width: 200,
      render: (_, row, index) => (
        <Select
          value={row.icon}
          options={iconOptions}
          disabled={!canEdit}
          style={{ width: '100%' }}
          onChange={(icon) => update(index, { icon })}
          aria-label={t('common:a11y.fieldOf', { field: t('mobileConfig:field.icon'), name: row.defaultTitle })}
        />
      ),
    },
    {
      title: t('mobileConfig:field.visible'),
      key: 'visible',
      width: 90,
      render: (_, row, index) => (
        <Switch
          checked={row.visible}
          disabled={!canEdit}
          data-testid={`visible-${row.funcKey}`}
          aria-label={t('common:a11y.visibleOf', { name: row.defaultTitle })}
          onChange={(visible) => update(index, { visible })}
        />
      ),
    },
  ];

  const needsCustomer = detail.isError || (detail.isSuccess && !loaded);
  const shown = items.filter((i) => i.visible);
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
          <Card size="small" className={styles.preview} title={t('mobileConfig:preview')}>
            <div className={styles.phone} data-testid="mobile-preview">
              {shown.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mobileConfig:nothingShown')} />
              ) : (
                <div className={styles.grid}>
                  {shown.map((i) => (
                    <div key={i.funcKey} className={styles.tile}>
                      <span className={styles.tileIcon}>{menuIcon(i.icon)}</span>
                      <span className={styles.tileTitle}>{i.title || i.defaultTitle}</span>
                    </div>
                  ))}
                </div>
              )}
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}
