import { MailOutlined, PhoneOutlined, PlusOutlined } from '@ant-design/icons';
import { ALARM_KINDS, POINT_LIMITS, type Zone, zoneSaveSchema } from '@vr/contracts';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton, useSchemaItems } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { CUSTOMER_ITEM, REMARK_INPUT, REMARK_ITEM, useCustomerAccounts } from '../components';

/** The fields of the partition drawer; the customer stays while points or routes use the partition. */
export function ZoneFields({ zone }: { zone: Zone | null }) {
  const { t } = useTranslation(['points', 'common']);
  const form = Form.useFormInstance();
  const item = useSchemaItems(zoneSaveSchema, 'points');
  const accounts = useCustomerAccounts(Form.useWatch('orgId', form) as number | undefined);
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.employeeName} (${a.username})` }));
  const kindOptions = ALARM_KINDS.map((k) => ({ value: k, label: t(`points:alarmKind.${k}`) }));

  /** One input of recipient `row`'s card, labelled with the `points:field.<label>` text; `gap` below it. */
  const cell = (
    row: number,
    name: string,
    span: number,
    input: ReactNode,
    { label = name, required = false, gap = 8 }: { label?: string; required?: boolean; gap?: number } = {},
  ) => (
    <Col span={span}>
      <Form.Item name={[row, name]} label={t(`points:field.${label}` as never)} required={required} style={{ marginBottom: gap }}>
        {input}
      </Form.Item>
    </Col>
  );

  /** Picking an account fills the blanks of its row from the account. */
  const pickAccount = (index: number, id: number | undefined) => {
    const account = accounts.data?.find((a) => a.id === id);
    if (!account) return;
    const path = ['recipients', index];
    const row = (form.getFieldValue(path) ?? {}) as Record<string, unknown>;
    form.setFieldValue(path, {
      ...row,
      userId: id,
      recipientName: row.recipientName || account.employeeName,
      phone: row.phone || account.phone || undefined,
      email: row.email || account.email || undefined,
    });
  };

  return (
    <>
      {item('orgId', <OrgTreeSelect disabled={!!zone && (zone.siteCount > 0 || zone.routeCount > 0)} />, CUSTOMER_ITEM)}
      {item('zoneName', <Input count={{ show: true, max: POINT_LIMITS.zoneName }} data-testid="field-zoneName" />, { required: true })}
      {item('remark', REMARK_INPUT, REMARK_ITEM)}
      <Form.Item label={t('points:field.recipients')} extra={t('points:hint.recipients', { max: POINT_LIMITS.recipients })}>
        <Form.List name="recipients">
          {(fields, { add, remove }, { errors }) => (
            <Space orientation="vertical" style={{ width: '100%' }} size={8}>
              {fields.map((field) => (
                <Card key={field.key} size="small" data-testid={`recipient-${field.name}`}>
                  <Row gutter={12}>
                    {cell(
                      field.name,
                      'userId',
                      8,
                      <Select
                        allowClear
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder={t('points:hint.recipientAccount')}
                        options={accountOptions}
                        loading={accounts.isLoading}
                        onChange={(id: number | undefined) => pickAccount(field.name, id)}
                      />,
                      { label: 'recipientAccount' },
                    )}
                    {cell(
                      field.name,
                      'recipientName',
                      7,
                      <Input maxLength={POINT_LIMITS.recipientName} data-testid={`recipient-${field.name}-name`} />,
                      { required: true },
                    )}
                    {cell(field.name, 'phone', 8, <Input prefix={<PhoneOutlined />} data-testid={`recipient-${field.name}-phone`} />)}
                    <Col span={1}>
                      <RemoveRowButton
                        label={t('points:action.removeRecipient')}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    </Col>
                    {cell(field.name, 'email', 8, <Input prefix={<MailOutlined />} />, { gap: 0 })}
                    {cell(field.name, 'alarmKinds', 15, <Checkbox.Group options={kindOptions} />, { required: true, gap: 0 })}
                  </Row>
                </Card>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < POINT_LIMITS.recipients && (
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add({ alarmKinds: [...ALARM_KINDS] })}
                  data-testid="add-recipient"
                >
                  {t('points:action.addRecipient')}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
