import { DEPT_KINDS, DEPT_NAME_MAX, DEPT_SORT_MAX, DEPT_SORT_MIN, STORE_TYPES, deptSchema } from '@vr/contracts';
import { Col, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, FormSection, useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';

const WHOLE = { span: 24 };
const HALF = { xs: 24, sm: 12 };
const THIRD = { xs: 24, sm: 8 };

/** The fields of the department/store drawer: every field of a store or department. */
export function DeptFields({ unavailable, deviceCount }: { unavailable: ReadonlySet<number>; deviceCount: number | null }) {
  const { t } = useTranslation(['dept', 'common']);
  const item = useSchemaItems(deptSchema, 'dept');
  const kind = Form.useWatch('kind') as string | undefined;
  const delivery = Form.useWatch('deliverySupport') as number | undefined;
  const money = (name: string, max?: number) =>
    item(name, <InputNumber min={0} max={max} precision={2} style={{ width: '100%' }} data-testid={`field-${name}`} />, { col: HALF });

  return (
    <>
      <FormSection title={t('dept:section.basic')}>
        {item('parentId', <OrgTreeSelect allowClear={false} disabledIds={unavailable} />, { label: 'parent', required: true, col: WHOLE })}
        {item(
          'kind',
          <Radio.Group options={DEPT_KINDS.map((k) => ({ value: k, label: t(`dept:kind.${k}`) }))} data-testid="field-kind" />,
          {
            check: false,
            col: HALF,
          },
        )}
        <Col {...HALF}>
          {kind === 'store' &&
            item(
              'storeType',
              <Select
                allowClear
                options={STORE_TYPES.map((v) => ({ value: v, label: t(`dept:storeType.${v}`) }))}
                data-testid="field-storeType"
              />,
              { check: false },
            )}
        </Col>
        {item('deptName', <Input maxLength={DEPT_NAME_MAX + 10} showCount data-testid="field-deptName" />, { required: true, col: HALF })}
        {item('orgCode', <Input data-testid="field-orgCode" />, { label: 'code', col: HALF })}
        {item('salesOrg', <Input />, { col: HALF })}
        {item('purchaseOrg', <Input />, { col: HALF })}
        {item(
          'orderNum',
          <InputNumber min={DEPT_SORT_MIN} max={DEPT_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="field-orderNum" />,
          { hint: true, col: HALF },
        )}
        {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false, col: HALF })}
        {deviceCount !== null && (
          <Col {...HALF}>
            <Form.Item label={t('dept:field.deviceCount')}>
              <InputNumber value={deviceCount} disabled style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </FormSection>
      <FormSection title={t('dept:section.contact')}>
        {item('leader', <Input data-testid="field-leader" />, { required: true, col: HALF })}
        {item('phone', <Input data-testid="field-phone" />, { col: HALF })}
        {item('email', <Input data-testid="field-email" />, { col: HALF })}
        {item('servicePhone', <Input />, { col: HALF })}
      </FormSection>
      <FormSection title={t('dept:section.location')}>
        {item('province', <Input />, { col: THIRD })}
        {item('city', <Input />, { col: THIRD })}
        {item('district', <Input />, { col: THIRD })}
        {item('address', <Input />, { col: WHOLE })}
      </FormSection>
      <FormSection title={t('dept:section.delivery')}>
        {item('businessHours', <Input placeholder="08:00-22:00" data-testid="field-businessHours" />, { hint: 'times', col: HALF })}
        {item(
          'deliverySupport',
          <Radio.Group
            options={[
              { value: 1, label: t('dept:yes') },
              { value: 0, label: t('dept:no') },
            ]}
          />,
          { check: false, col: HALF },
        )}
        {delivery === 1 && (
          <>
            {item('deliveryRange', <InputNumber min={0} precision={0} style={{ width: '100%' }} />, { col: HALF })}
            {item('deliveryTimes', <Input placeholder="10:00-14:00,17:00-21:00" />, { hint: 'times', col: HALF })}
            {money('deliveryFee')}
            {money('minOrderAmount')}
          </>
        )}
      </FormSection>
      <FormSection title={t('dept:section.finance')}>
        {money('deposit')}
        {money('commissionRate', 100)}
        {item('franchiseeCode', <Input />, { col: HALF })}
      </FormSection>
      {item('remark', <Input.TextArea rows={2} maxLength={500} showCount />, { label: 'common:field.remark' })}
    </>
  );
}
