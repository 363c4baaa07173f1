import { SHARING_BUSINESS_TYPE, SHARING_ENDPOINTS, SHARING_PERMS, SHARING_TYPE } from '@vr/contracts';
import { Tag } from 'antd';
import { CodedTag } from '../../components/coded-tag';
import { customerColumn, defineScreen, ListScreen } from '../../components/list-page';
import { applyPath, configPath } from './paths';

const configListScreen = defineScreen({
  endpoint: SHARING_ENDPOINTS.configs,
  key: 'sharing-configs',
  tableId: 'finance-sharing-config',
  testId: 'sharing-config-list-page',
  namespaces: ['sharing'],
  rowKey: 'payConfigId',
  permissions: { list: SHARING_PERMS.configList },
  columns: [
    { key: 'payMerchantName', priority: 1, label: 'sharing:field.payConfig', sortable: true, ellipsis: true, width: 180 },
    { key: 'payType', priority: 2, label: 'sharing:field.payType', width: 120, render: { dict: 'payment_type' } },
    {
      key: 'status',
      priority: 1,
      label: 'sharing:field.status',
      width: 100,
      render: (row, ctx) =>
        row.status === null ? (
          <Tag>{ctx.text('sharing:notConfigured')}</Tag>
        ) : (
          <Tag color={row.status === '0' ? 'green' : 'default'} data-testid={`sharing-status-${row.payConfigId}`}>
            {ctx.text(row.status === '0' ? 'sharing:enabled' : 'sharing:disabled')}
          </Tag>
        ),
    },
    customerColumn('sharing:field.customer', { key: 'customerName', sortable: false, width: 150 }),
    { key: 'joinerCount', priority: 2, label: 'sharing:field.joiners', width: 110, align: 'right' },
    { key: 'totalRate', priority: 2, label: 'sharing:field.totalRate', width: 100, align: 'right', render: (row) => `${row.totalRate} %` },
    { key: 'feeRate', priority: 3, label: 'sharing:field.feeRate', width: 110, align: 'right', render: (row) => `${row.feeRate} %` },
    {
      key: 'allDevices',
      priority: 3,
      label: 'sharing:field.allDevices',
      width: 150,
      render: (row, ctx) => (row.id === null ? '' : row.allDevices ? ctx.text('sharing:allDevicesOption.all') : String(row.deviceCount)),
    },
    {
      key: 'sharingType',
      priority: 4,
      label: 'sharing:field.sharingType',
      width: 110,
      render: (row) => (row.sharingType === null ? '' : <CodedTag statuses={SHARING_TYPE} code={row.sharingType} />),
    },
    {
      key: 'businessType',
      priority: 4,
      label: 'sharing:field.businessType',
      width: 150,
      render: (row) => (row.businessType === null ? '' : <CodedTag statuses={SHARING_BUSINESS_TYPE} code={row.businessType} />),
    },
    { key: 'updateTime', priority: 4, label: 'sharing:field.updateTime', sortable: true, width: 170, render: 'dateTime' },
  ],
  rowActions: [
    {
      key: 'configure',
      label: 'sharing:action.configure',
      permission: SHARING_PERMS.configList,
      onClick: (row, ctx) => void ctx.navigate(configPath(row.payConfigId)),
    },
    {
      key: 'apply',
      label: 'sharing:action.apply',
      permission: SHARING_PERMS.applyAdd,
      onClick: (row, ctx) => void ctx.navigate(applyPath(row.payConfigId, row.orgCode)),
    },
  ],
});

/** Finance → sharing config: each payment configuration with its sharing, to configure or to apply a joiner under. */
export default function ConfigListPage() {
  return <ListScreen screen={configListScreen} />;
}
