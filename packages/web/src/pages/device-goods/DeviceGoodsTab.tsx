import { CopyOutlined, PlusOutlined, ToolOutlined } from '@ant-design/icons';
import {
  type DeviceGoodsDetail,
  type DeviceGoodsItem,
  DEVICE_GOODS_API as API,
  DEVICE_GOODS_PERMS as PERMS,
  GOODS_DEPLOY_PERMS,
} from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Grid, Image, Popconfirm, Segmented, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { usePermissionCheck } from '../../components/authorized/use-permission';
import { feedback } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/format';
import { useMoney } from '../../utils/use-money';
import { AccessoryDialog } from './AccessoryDialog';
import { DeployBar } from './DeployBar';
import { CopyDialog } from './CopyDialog';
import { ItemDialog } from './ItemDialog';
import { RecipeDialog } from './RecipeDialog';

/**
 * The device detail's products tab: what the machine sells (slot, product, price, status, own
 * recipe) with add, edit, remove, recipe, accessories and copy to other machines; and below a
 * switch, `sales`: what it sold in the chosen range (the detail's own view).
 */
export function DeviceGoodsTab({ deviceId, sales }: { deviceId: number; sales: ReactNode }) {
  const { t } = useTranslation('deviceGoods');
  const can = usePermissionCheck();
  const [view, setView] = useState<'goods' | 'sales'>(can(PERMS.query) ? 'goods' : 'sales');
  return (
    <Flex vertical gap={12} data-testid="tab-goods">
      <Segmented
        style={{ alignSelf: 'flex-start' }}
        value={view}
        onChange={(v) => setView(v as typeof view)}
        options={[
          ...(can(PERMS.query) ? [{ value: 'goods', label: <span data-testid="goods-view-goods">{t('view.goods')}</span> }] : []),
          { value: 'sales', label: <span data-testid="goods-view-sales">{t('view.sales')}</span> },
        ]}
      />
      {view === 'goods' ? <MachineGoods deviceId={deviceId} /> : sales}
    </Flex>
  );
}

function MachineGoods({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('deviceGoods');
  const lang = useAppStore((s) => s.language);
  const money = useMoney();
  const can = usePermissionCheck();
  // On a phone the product stays readable: no image column, actions scroll with the row.
  const wide = Grid.useBreakpoint().md ?? true;
  const [editing, setEditing] = useState<DeviceGoodsItem | null | undefined>(undefined);
  const [recipeOf, setRecipeOf] = useState<number | null>(null);
  const [accessories, setAccessories] = useState(false);
  const [copying, setCopying] = useState(false);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['device-goods', deviceId, lang],
    queryFn: async () => (await get<DeviceGoodsDetail>(API.detail, { deviceId }, { silent: true })).data!,
    retry: false,
  });
  if (query.isError) return <Alert type="warning" showIcon title={(query.error as Error).message} />;
  const detail = query.data;
  const refresh = () => {
    void query.refetch();
    // The deploy bar counts the changes not deployed yet.
    void queryClient.invalidateQueries({ queryKey: ['goods-deploy', 'device', deviceId] });
  };
  const remove = async (item: DeviceGoodsItem) => {
    await get(API.remove, { id: item.id, deviceId });
    feedback.success(t('removed'));
    refresh();
  };
  const columns: TableColumnsType<DeviceGoodsItem> = [
    { title: t('col.slot'), dataIndex: 'slotNo', width: 70, align: 'right' },
    {
      hidden: !wide,
      title: t('col.image'),
      dataIndex: 'mainImage',
      width: 72,
      render: (src: string | null) =>
        src ? (
          <Image src={src} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('col.product'),
      dataIndex: 'productName',
      render: (name: string, row) => (
        <Flex vertical>
          <span>{name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.productCode}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('col.price'), dataIndex: 'price', align: 'right', render: (p: number, row) => money(p, row.currency) },
    {
      title: t('col.status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={s === 0 ? 'green' : 'default'}>{s === 0 ? t('status.onSale') : t('status.offSale')}</Tag>,
    },
    {
      title: t('col.ownRecipe'),
      dataIndex: 'ownRecipe',
      render: (own: boolean) =>
        own ? <Tag color="orange">{t('yes')}</Tag> : <Typography.Text type="secondary">{t('no')}</Typography.Text>,
    },
    ...(detail?.items.some((i) => i.capacity !== null)
      ? [
          {
            title: t('col.stock'),
            key: 'stock',
            render: (_: unknown, row: DeviceGoodsItem) => (row.capacity === null ? '—' : `${row.stock ?? 0} / ${row.capacity}`),
          },
        ]
      : []),
    {
      title: t('col.actions'),
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      render: (_, row) => (
        <Flex gap={0} wrap>
          {can(PERMS.edit) && (
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`goods-edit-${row.slotNo}`}>
              {t('action.edit')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setRecipeOf(row.id)} data-testid={`goods-recipe-${row.slotNo}`}>
            {t('action.recipe')}
          </Button>
          {can(PERMS.remove) && (
            <Popconfirm title={t('confirmDelete', { name: row.productName, slot: row.slotNo })} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger data-testid={`goods-delete-${row.slotNo}`}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      {can(GOODS_DEPLOY_PERMS.list) && <DeployBar deviceId={deviceId} />}
      <Flex gap={8} wrap justify="space-between" align="center">
        <Typography.Text type="secondary">
          {detail?.modelName ? t('modelLine', { model: detail.modelName }) : ''}
          {detail?.template
            ? ` · ${t('fromTemplate', { name: detail.template.name, time: formatDateTime(detail.template.appliedAt) })}`
            : ''}
        </Typography.Text>
        <Flex gap={8} wrap>
          {can(PERMS.edit) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!detail?.modelId}
              onClick={() => setEditing(null)}
              data-testid="goods-add"
            >
              {t('action.add')}
            </Button>
          )}
          {can(PERMS.edit) && (
            <Button icon={<ToolOutlined />} disabled={!detail} onClick={() => setAccessories(true)} data-testid="goods-accessories">
              {t('action.accessories')}
            </Button>
          )}
          {can(PERMS.copy) && (
            <Button icon={<CopyOutlined />} disabled={!detail?.items.length} onClick={() => setCopying(true)} data-testid="goods-copy">
              {t('action.copy')}
            </Button>
          )}
        </Flex>
      </Flex>
      {detail && !detail.modelId && <Alert type="warning" showIcon title={t('noModel')} />}
      <Table<DeviceGoodsItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={detail?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        data-testid="goods-table"
      />
      {detail && (
        <>
          <ItemDialog detail={detail} item={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
          <AccessoryDialog detail={detail} open={accessories} onClose={() => setAccessories(false)} onSaved={refresh} />
          <CopyDialog detail={detail} open={copying} onClose={() => setCopying(false)} />
        </>
      )}
      <RecipeDialog itemId={recipeOf} canEdit={can(PERMS.recipe)} onClose={() => setRecipeOf(null)} onSaved={refresh} />
    </Flex>
  );
}
