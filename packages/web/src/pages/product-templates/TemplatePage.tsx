import { SendOutlined } from '@ant-design/icons';
import { TEMPLATE_API, TEMPLATE_ENDPOINTS, TEMPLATE_PERMS, type TemplateRow, templateSaveSchema } from '@vr/contracts';
import { Tag } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { post } from '../../api/request';
import { defineScreen, ListScreen } from '../../components/list-page';
import { ApplyDialog } from './ApplyDialog';
import { TemplateFields } from './TemplateFields';

const screenOf = (apply: (row: TemplateRow, afterChange: () => void) => void) =>
  defineScreen({
    endpoint: TEMPLATE_ENDPOINTS.list,
    key: 'goods-template',
    testId: 'template-page',
    namespaces: ['deviceGoods'],
    permissions: TEMPLATE_PERMS,
    columns: [
      { key: 'templateName', priority: 1, label: 'deviceGoods:template.name', sortable: true, width: 200, ellipsis: true, search: 'text' },
      { key: 'modelName', priority: 1, label: 'deviceGoods:template.model', width: 160, ellipsis: true },
      { key: 'productCount', priority: 2, label: 'deviceGoods:template.productCount', sortable: true, width: 100, align: 'right' },
      { key: 'capacity', priority: 2, label: 'deviceGoods:template.capacity', sortable: true, width: 100, align: 'right' },
      {
        key: 'materialCodes',
        priority: 3,
        label: 'deviceGoods:template.materials',
        width: 280,
        render: (row) => (
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {row.materialCodes.map((c) => (
              <Tag key={c} style={{ marginInlineEnd: 0 }}>
                {c}
              </Tag>
            ))}
          </span>
        ),
      },
      { key: 'deviceCount', priority: 3, label: 'deviceGoods:template.deviceCount', width: 100, align: 'right' },
      { key: 'remark', priority: 4, label: 'deviceGoods:template.remark', width: 180, ellipsis: true },
      { key: 'updateTime', priority: 4, label: 'deviceGoods:template.updated', sortable: true, width: 170, render: 'dateTime' },
    ],
    toolbar: ['add', 'batchDelete'],
    rowActions: [
      'edit',
      {
        key: 'apply',
        label: 'deviceGoods:template.apply',
        icon: <SendOutlined />,
        permission: TEMPLATE_PERMS.apply,
        onClick: (row, ctx) => apply(row, ctx.afterChange),
      },
      'delete',
    ],
    remove: { call: (ids: Key[]) => post(TEMPLATE_API.remove, { ids }), name: (row) => row.templateName },
    form: {
      schema: templateSaveSchema,
      entity: 'deviceGoods:template.entity',
      size: 760,
      fields: (row) => <TemplateFields template={row} />,
      initialValues: (row) =>
        row
          ? {
              templateName: row.templateName,
              modelId: row.modelId,
              capacity: row.capacity,
              materialCodes: row.materialCodes,
              remark: row.remark ?? undefined,
              items: [],
            }
          : { capacity: 12, materialCodes: [], items: [] },
      create: (values) => post(TEMPLATE_API.save, values),
      update: (row, values) => post(TEMPLATE_API.save, { ...values, id: row.id }),
    },
  });

/** Goods → Product templates: a model's goods and prices, applied to machines with a preview. */
export default function TemplatePage() {
  const [applying, setApplying] = useState<{ row: TemplateRow; afterChange: () => void } | null>(null);
  const screen = useMemo(() => screenOf((row, afterChange) => setApplying({ row, afterChange })), []);
  return (
    <>
      <ListScreen screen={screen} />
      <ApplyDialog
        template={applying?.row ?? null}
        onClose={(applied) => {
          if (applied) applying?.afterChange();
          setApplying(null);
        }}
      />
    </>
  );
}
