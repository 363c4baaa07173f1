import {
  B_SIDE_PERMISSIONS,
  COOPERATION_MODES,
  CURRENCIES,
  CUSTOMER_FEATURES,
  CUSTOMER_SOURCES,
  LANGS,
  MEMBER_PERMISSIONS,
  PC_PERMISSIONS,
  customerSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Divider, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, FormSection, useSchemaItems } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { customerApi } from './api';
import { ThemeColorInput } from './ThemeColorInput';

const HALF = { xs: 24, sm: 12 };
const WHOLE = { span: 24 };

/** The fields of the customer drawer (every field a customer has). */
export function CustomerFields({ editingId }: { editingId: number | null }) {
  const { t } = useTranslation(['customer', 'common']);
  const item = useSchemaItems(customerSchema, 'customer');
  const parents = useQuery({ queryKey: ['customer-options'], queryFn: customerApi.options });

  return (
    <>
      <FormSection title={t('customer:section.basic')}>
        {item('customerName', <Input maxLength={110} data-testid="field-customerName" />, { label: 'name', required: true, col: HALF })}
        {item('shortName', <Input data-testid="field-shortName" />, { col: HALF })}
        {item(
          'cooperationMode',
          <Select
            data-testid="field-cooperationMode"
            options={COOPERATION_MODES.map((v) => ({ value: v, label: t(`customer:cooperationMode.${v}`) }))}
          />,
          { required: true, col: HALF },
        )}
        {item('source', <Select options={CUSTOMER_SOURCES.map((v) => ({ value: v, label: t(`customer:source.${v}`) }))} />, {
          check: false,
          col: HALF,
        })}
        {item(
          'parentCustomerId',
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={parents.isLoading}
            options={(parents.data ?? []).filter((c) => c.id !== editingId).map((c) => ({ value: c.id, label: c.customerName }))}
            data-testid="field-parentCustomerId"
          />,
          { label: 'parentCustomer', hint: 'parentCustomer', check: false, col: HALF },
        )}
        {item('orgCode', <Input />, { label: 'code', col: HALF })}
      </FormSection>
      <FormSection title={t('customer:section.contact')}>
        {item('contactName', <Input data-testid="field-contactName" />, { col: HALF })}
        {item('contactPhone', <Input data-testid="field-contactPhone" />, { col: HALF })}
        {item('contactEmail', <Input data-testid="field-contactEmail" />, { col: WHOLE })}
      </FormSection>
      <FormSection title={t('customer:section.branding')}>
        {item('logo', <ImageUpload use="customerLogo" />, { check: false, col: HALF })}
        {item('banner', <ImageUpload use="customerBanner" />, { check: false, col: HALF })}
        {item('themeColor', <ThemeColorInput />, { required: true, hint: true, col: HALF })}
        {item(
          'defaultLanguage',
          <Select options={LANGS.map((l) => ({ value: l, label: t(`customer:language.${l}`) }))} data-testid="field-defaultLanguage" />,
          { check: false, col: HALF },
        )}
        {item('defaultCurrency', <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="field-defaultCurrency" />, {
          check: false,
          col: HALF,
        })}
        {item('orderNum', <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />, { label: 'sort', col: HALF })}
        {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false, col: WHOLE })}
      </FormSection>

      <Divider titlePlacement="start" plain>
        {t('customer:section.settings')}
      </Divider>
      {/* Only the mini programs act on these settings; the back office just keeps them. */}
      <Typography.Paragraph type="secondary" data-testid="customer-mini-program-note">
        {t('customer:hint.miniPrograms')}
      </Typography.Paragraph>
      <Form.Item name="features" label={t('customer:field.features')}>
        <Checkbox.Group options={CUSTOMER_FEATURES.map((f) => ({ value: f, label: t(`customer:feature.${f}`) }))} />
      </Form.Item>
      <Form.Item name={['permissions', 'pc']} label={t('customer:field.pcPermissions')}>
        <Checkbox.Group options={PC_PERMISSIONS.map((f) => ({ value: f, label: t(`customer:pc.${f}`) }))} />
      </Form.Item>
      <Form.Item name={['permissions', 'bSide']} label={t('customer:field.bSidePermissions')}>
        <Checkbox.Group options={B_SIDE_PERMISSIONS.map((f) => ({ value: f, label: t(`customer:bSide.${f}`) }))} />
      </Form.Item>
      <Form.Item name={['permissions', 'member']} label={t('customer:field.memberPermissions')}>
        <Checkbox.Group options={MEMBER_PERMISSIONS.map((f) => ({ value: f, label: t(`customer:member.${f}`) }))} />
      </Form.Item>
      {item('remark', <Input.TextArea rows={3} maxLength={500} showCount />, { label: 'common:field.remark' })}
    </>
  );
}
