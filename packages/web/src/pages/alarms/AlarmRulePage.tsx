import { ALARM_API, ALARM_RULE_PERMS, type AlarmRuleView, alarmRuleSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, put } from '../../api/request';
import { useHasPermission } from '../../components/authorized/use-permission';
import { FormErrors, FormSection, useFormSubmit } from '../../components/list-page';
import { OrgTreeSelect, useChoosesCustomer } from '../../components/org-tree-select';
import { useUserStore } from '../../stores/user';
import { formatDateTime } from '../../utils/format';

const NUMBER_WIDTH = { width: 180 };

/** One field of a section: three a row on desktops, one on phones. */
const cell = (node: ReactNode) => (
  <Col xs={24} md={12} xl={8}>
    {node}
  </Col>
);

/**
 * Alarms → alarm rules: the rule of one customer (its own, or the defaults until saved): which
 * conditions raise an alarm, and how notices are paced. A customer's account edits its own customer's.
 */
export default function AlarmRulePage() {
  const { t } = useTranslation(['alarms', 'common']);
  const choosesCustomer = useChoosesCustomer();
  const customerId = useId();
  const ownCustomer = useUserStore((s) => s.session?.userInfo.customerOrgId ?? null);
  const [orgId, setOrgId] = useState<number | null>(ownCustomer);
  const canEdit = useHasPermission(ALARM_RULE_PERMS.edit);
  const [form] = Form.useForm();
  const rule = useQuery({
    queryKey: ['alarm-rule', orgId],
    enabled: orgId !== null,
    queryFn: async () => (await get<AlarmRuleView>(ALARM_API.rule, { orgId })).data!,
  });
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [rule.data, form]);
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: alarmRuleSchema,
    hiddenValues: { orgId },
    send: async (values) => (await put<AlarmRuleView>(ALARM_API.rule, values)).data!,
    savedMessage: () => t('alarms:rule.saved'),
    onSaved: () => void rule.refetch(),
  });
  const data = rule.data;
  const number = (name: string, min: number, max: number, step = 1, optional = false) =>
    cell(
      <Form.Item name={name} label={t(`alarms:rule.${name}` as never)} extra={optional ? t('alarms:rule.off') : undefined}>
        <InputNumber min={min} max={max} step={step} style={NUMBER_WIDTH} disabled={!canEdit} data-testid={`rule-${name}`} />
      </Form.Item>,
    );
  return (
    <Card variant="borderless" data-testid="alarm-rule-page">
      {choosesCustomer && (
        <Space wrap style={{ marginBottom: 16 }}>
          <label htmlFor={customerId}>{t('alarms:rule.customer')}</label>
          <OrgTreeSelect
            id={customerId}
            value={orgId}
            onChange={(v) => setOrgId(typeof v === 'number' ? v : null)}
            style={{ width: 280 }}
          />
        </Space>
      )}
      {orgId === null && <Alert type="info" showIcon message={t('alarms:rule.pick')} />}
      {data && (
        <Form form={form} layout="vertical" {...formProps} disabled={!canEdit}>
          <Typography.Paragraph type="secondary" data-testid="alarm-rule-origin">
            {data.saved
              ? t('alarms:rule.own', { by: data.updatedBy ?? '', time: formatDateTime(data.updateTime) })
              : t('alarms:rule.defaults')}
          </Typography.Paragraph>
          <FormErrors errors={generalErrors} />
          <FormSection title={t('alarms:rule.device')}>
            {cell(
              <Form.Item name="faultMinLevel" label={t('alarms:rule.faultMinLevel')}>
                <Select style={NUMBER_WIDTH} options={[0, 1, 2].map((level) => ({ value: level, label: level }))} />
              </Form.Item>,
            )}
            {cell(
              <Form.Item name="warnings" label={t('alarms:rule.warnings')} valuePropName="checked">
                <Switch />
              </Form.Item>,
            )}
          </FormSection>
          <FormSection title={t('alarms:rule.found')}>
            {number('offlineMinutes', 1, 10_080, 1, true)}
            {number('noSaleHours', 1, 720, 1, true)}
            {cell(
              <Form.Item name="materialOut" label={t('alarms:rule.materialOut')} valuePropName="checked">
                <Switch />
              </Form.Item>,
            )}
            {number('temperatureMin', -200, 200, 0.5, true)}
            {number('temperatureMax', -200, 200, 0.5, true)}
          </FormSection>
          <FormSection title={t('alarms:rule.pace')}>
            {number('debounceSeconds', 0, 3600)}
            {number('groupMinutes', 0, 1440)}
            {cell(
              <Form.Item name="notifyReleased" label={t('alarms:rule.notifyReleased')} valuePropName="checked">
                <Switch />
              </Form.Item>,
            )}
          </FormSection>
          {canEdit && (
            <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="alarm-rule-save">
              {t('alarms:rule.save')}
            </Button>
          )}
        </Form>
      )}
    </Card>
  );
}
