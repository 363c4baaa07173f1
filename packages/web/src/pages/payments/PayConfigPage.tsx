import {
  PAY_CONFIG_API,
  PAY_CONFIG_ENDPOINTS,
  PAY_CONFIG_LIMITS,
  PAY_CONFIG_PERMS,
  PAY_CONFIG_STATUS,
  PAY_PROVIDER_LABELS,
  PAY_PROVIDERS,
  type PayConfigRow,
  payConfigSaveSchema,
} from '@vr/contracts';
import { Input } from 'antd';
import type { Key } from 'react';
import { post } from '../../api/request';
import {
  createTimeColumn,
  customerColumn,
  defineScreen,
  dictColumn,
  type FormField,
  ListScreen,
  statusSwitchColumn,
  yesNoColumn,
} from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { ProviderSelect, SignTypeSelect, YesNoSelect } from './selects';

/** A key: typed or pasted, never shown back (the list shows its last four characters). */
const keyField = (name: 'merchantKey' | 'privateKey' | 'platformKey'): FormField<PayConfigRow> => ({
  name,
  label: `payments:field.${name}`,
  maxLength: PAY_CONFIG_LIMITS.key,
  input:
    name === 'merchantKey' ? (
      <Input.Password autoComplete="new-password" data-testid={`field-${name}`} />
    ) : (
      // PEM keys span lines; the text is kept out of the page once saved.
      <Input.TextArea autoComplete="off" spellCheck={false} rows={3} data-testid={`field-${name}`} />
    ),
  extra: `payments:hint.${name}`,
});

const payConfigScreen = defineScreen({
  endpoint: PAY_CONFIG_ENDPOINTS.list,
  key: 'finance-pay-config',
  testId: 'pay-config-page',
  namespaces: ['payments'],
  permissions: PAY_CONFIG_PERMS,
  columns: [
    { key: 'merchantName', priority: 1, label: 'payments:field.merchantName', sortable: true, ellipsis: true, width: 180, search: 'text' },
    customerColumn('payments:field.customer', { key: 'customerName', sortable: false, width: 150 }),
    {
      key: 'provider',
      priority: 1,
      label: 'payments:field.provider',
      sortable: true,
      width: 110,
      render: (row) => PAY_PROVIDER_LABELS[row.provider][currentLang()],
      search: { type: 'select', options: PAY_PROVIDERS.map((p) => ({ value: p, label: PAY_PROVIDER_LABELS[p][currentLang()] })) },
    },
    dictColumn('payType', 'payments:field.payType', 'payment_type', { numeric: true, width: 120 }),
    statusSwitchColumn<PayConfigRow>(
      {
        permission: PAY_CONFIG_PERMS.edit,
        ns: 'payments',
        name: (row) => row.merchantName,
        testId: (row) => `pay-config-status-${row.id}`,
        change: async (row, enable, ctx) => {
          await post(PAY_CONFIG_API.changeStatus, { id: row.id, status: enable ? PAY_CONFIG_STATUS.enabled : PAY_CONFIG_STATUS.disabled });
          ctx.afterChange();
        },
      },
      { sortable: true },
    ),
    yesNoColumn('autoRefund', 'payments:field.autoRefund', ['payments:yes', 'payments:no'], { priority: 2, width: 110 }),
    { key: 'merchantNo', priority: 4, label: 'payments:field.merchantNo', ellipsis: true, width: 150 },
    { key: 'rate', priority: 3, label: 'payments:field.rate', width: 90, align: 'right' },
    { key: 'merchantKeyMask', priority: 3, label: 'payments:field.merchantKey', width: 120 },
    { key: 'appId', priority: 4, label: 'payments:field.appId', ellipsis: true, width: 150 },
    { key: 'signType', priority: 4, label: 'payments:field.signType', width: 130 },
    { key: 'platformKeyMask', priority: 4, label: 'payments:field.platformKey', width: 120 },
    { key: 'certSerial', priority: 4, label: 'payments:field.certSerial', ellipsis: true, width: 150 },
    { key: 'notifyUrl', priority: 4, label: 'payments:field.notifyUrl', ellipsis: true, width: 260 },
    createTimeColumn({ priority: 4 }),
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(PAY_CONFIG_API.remove, { ids }), name: (row) => row.merchantName },
  form: {
    schema: payConfigSaveSchema,
    entity: 'payments:entity',
    customer: 'payments:field.customer',
    fields: [
      { name: 'provider', label: 'payments:field.provider', required: true, input: <ProviderSelect data-testid="field-provider" /> },
      { name: 'payType', label: 'payments:field.payType', required: true, input: { dictSelect: 'payment_type', numeric: true } },
      { name: 'merchantName', label: 'payments:field.merchantName', required: true, maxLength: PAY_CONFIG_LIMITS.merchantName },
      { name: 'appId', label: 'payments:field.appId', required: true, maxLength: PAY_CONFIG_LIMITS.appId },
      { name: 'merchantNo', label: 'payments:field.merchantNo', required: true, maxLength: PAY_CONFIG_LIMITS.merchantNo },
      { name: 'signType', label: 'payments:field.signType', required: true, input: <SignTypeSelect /> },
      { name: 'rate', label: 'payments:field.rate', input: 'number' },
      keyField('merchantKey'),
      keyField('privateKey'),
      keyField('platformKey'),
      { name: 'certSerial', label: 'payments:field.certSerial', maxLength: PAY_CONFIG_LIMITS.serial, extra: 'payments:hint.certSerial' },
      {
        name: 'platformSerial',
        label: 'payments:field.platformSerial',
        maxLength: PAY_CONFIG_LIMITS.serial,
        extra: 'payments:hint.platformSerial',
      },
      { name: 'notifyUrl', label: 'payments:field.notifyUrl', disabled: () => true, extra: 'payments:hint.notifyUrl' },
      { name: 'status', label: 'common:field.status', input: { dictRadio: 'sys_normal_disable' } },
      { name: 'autoRefund', label: 'payments:field.autoRefund', input: <YesNoSelect />, extra: 'payments:hint.autoRefund' },
      { name: 'remark', label: 'payments:field.remark', input: 'textarea', maxLength: PAY_CONFIG_LIMITS.remark },
    ],
    initialValues: (row) =>
      row
        ? { ...row, merchantKey: undefined, privateKey: undefined, platformKey: undefined }
        : { provider: 'sandbox', signType: 'HMAC-SHA256', rate: 0, status: PAY_CONFIG_STATUS.disabled, autoRefund: false },
    create: (values) => post(PAY_CONFIG_API.save, values),
    update: (row, values) => post(PAY_CONFIG_API.save, { ...values, id: row.id }),
  },
});

/** Finance → payment config and setting; a platform account chooses the customer of a new one. */
export default function PayConfigPage() {
  return <ListScreen screen={payConfigScreen} />;
}
