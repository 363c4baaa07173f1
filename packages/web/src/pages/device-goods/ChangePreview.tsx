import type { GoodsChangePreview } from '@vr/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../utils/use-money';

/** What a copy or a template changes on each machine: gained, lost and re-priced slots, and changed recipes. */
export function ChangePreview({ changes }: { changes: GoodsChangePreview[] }) {
  const { t } = useTranslation('deviceGoods');
  const money = useMoney();
  const list = (items: string[], color: string) =>
    items.length ? (
      <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {items.map((text) => (
          <Tag key={text} color={color} style={{ marginInlineEnd: 0 }}>
            {text}
          </Tag>
        ))}
      </span>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  return (
    <Table<GoodsChangePreview>
      rowKey="deviceId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={changes}
      data-testid="change-preview"
      columns={[
        {
          title: t('preview.machine'),
          dataIndex: 'deviceCode',
          render: (code: string, row) =>
            row.added.length + row.removed.length + row.priceChanged.length + row.recipeChanged.length === 0 ? (
              <>
                {code} <Tag>{t('preview.nothing')}</Tag>
              </>
            ) : (
              code
            ),
        },
        {
          title: t('preview.added'),
          render: (_, row) =>
            list(
              row.added.map((a) => `${t('preview.slot', { slot: a.slotNo })} · ${a.productName} · ${money(a.price, row.currency)}`),
              'green',
            ),
        },
        {
          title: t('preview.removed'),
          render: (_, row) =>
            list(
              row.removed.map((a) => `${t('preview.slot', { slot: a.slotNo })} · ${a.productName}`),
              'red',
            ),
        },
        {
          title: t('preview.priceChanged'),
          render: (_, row) =>
            list(
              row.priceChanged.map(
                (a) =>
                  `${t('preview.slot', { slot: a.slotNo })} · ${a.productName} · ${money(a.from, row.currency)} → ${money(a.to, row.currency)}`,
              ),
              'orange',
            ),
        },
        {
          // A template names no recipes: the column only shows when a machine's recipes change.
          hidden: !changes.some((c) => c.recipeChanged.length > 0),
          title: t('preview.recipeChanged'),
          render: (_, row) =>
            list(
              row.recipeChanged.map(
                (a) =>
                  `${t('preview.slot', { slot: a.slotNo })} · ${a.productName} · ${a.own ? t('preview.ownRecipe') : t('preview.baseRecipe')}`,
              ),
              'blue',
            ),
        },
      ]}
    />
  );
}
