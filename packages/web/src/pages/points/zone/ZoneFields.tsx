import { DeleteOutlined, MailOutlined, PhoneOutlined, PlusOutlined } from '@ant-design/icons';
import { ALARM_KINDS, POINT_LIMITS, type Zone, zoneSaveSchema } from '@vr/contracts';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { useCustomerAccounts } from '../components';

/** The fields of the partition drawer; the customer stays while points or routes use the partition. */
export function ZoneFields({ zone }: { zone: Zone | null }) {
  const { t } = useTranslation(['points', 'common']);
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const rule = (name: string) => [zodRule(zoneSaveSchema, name, lang)];
  const accounts = useCustomerAccounts(Form.useWatch('orgId', form) as number | undefined);
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.employeeName} (${a.username})` }));
  const kindOptions = ALARM_KINDS.map((k) => ({ value: k, label: t(`points:alarmKind.${k}`) }));

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
      <Form.Item name="orgId" label={t('points:field.customer')} extra={t('points:hint.customer')}>
        <OrgTreeSelect disabled={!!zone && (zone.siteCount > 0 || zone.routeCount > 0)} />
      </Form.Item>
      <Form.Item name="zoneName" label={t('points:field.zoneName')} required rules={rule('zoneName')}>
        <Input count={{ show: true, max: POINT_LIMITS.zoneName }} data-testid="field-zoneName" />
      </Form.Item>
      <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
        <Input.TextArea rows={2} maxLength={POINT_LIMITS.remark} showCount />
      </Form.Item>
      <Form.Item label={t('points:field.recipients')} extra={t('points:hint.recipients', { max: POINT_LIMITS.recipients })}>
        <Form.List name="recipients">
          {(fields, { add, remove }, { errors }) => (
            <Space orientation="vertical" style={{ width: '100%' }} size={8}>
              {fields.map((field) => (
                <Card key={field.key} size="small" data-testid={`recipient-${field.name}`}>
                  <Row gutter={12}>
                    <Col span={8}>
                      <Form.Item name={[field.name, 'userId']} label={t('points:field.recipientAccount')} style={{ marginBottom: 8 }}>
                        <Select
                          allowClear
                          showSearch={{ optionFilterProp: 'label' }}
                          placeholder={t('points:hint.recipientAccount')}
                          options={accountOptions}
                          loading={accounts.isLoading}
                          onChange={(id: number | undefined) => pickAccount(field.name, id)}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={7}>
                      <Form.Item
                        name={[field.name, 'recipientName']}
                        label={t('points:field.recipientName')}
                        required
                        style={{ marginBottom: 8 }}
                      >
                        <Input maxLength={POINT_LIMITS.recipientName} data-testid={`recipient-${field.name}-name`} />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item name={[field.name, 'phone']} label={t('points:field.phone')} style={{ marginBottom: 8 }}>
                        <Input prefix={<PhoneOutlined />} data-testid={`recipient-${field.name}-phone`} />
                      </Form.Item>
                    </Col>
                    <Col span={1}>
                      <Tooltip title={t('points:action.removeRecipient')}>
                        <Button
                          danger
                          type="text"
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                          aria-label={t('points:action.removeRecipient')}
                          style={{ marginTop: 30 }}
                        />
                      </Tooltip>
                    </Col>
                    <Col span={8}>
                      <Form.Item name={[field.name, 'email']} label={t('points:field.email')} style={{ marginBottom: 0 }}>
                        <Input prefix={<MailOutlined />} />
                      </Form.Item>
                    </Col>
                    <Col span={15}>
                      <Form.Item
                        name={[field.name, 'alarmKinds']}
                        label={t('points:field.alarmKinds')}
                        required
                        style={{ marginBottom: 0 }}
                      >
                        <Checkbox.Group options={kindOptions} />
                      </Form.Item>
                    </Col>
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
