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
import { Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, zodRule } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { useAppStore } from '../../stores/app';
import { customerApi } from './api';
import { ThemeColorInput } from './ThemeColorInput';

/** The fields of the customer drawer (every field a customer has). */
export function CustomerFields({ editingId }: { editingId: number | null }) {
  const { t } = useTranslation(['customer', 'common']);
  const lang = useAppStore((s) => s.language);
  const rule = (name: string) => [zodRule(customerSchema, name, lang)];
  const parents = useQuery({ queryKey: ['customer-options'], queryFn: customerApi.options });
  const half = { xs: 24, sm: 12 };

  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('customer:section.basic')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="customerName" label={t('customer:field.name')} required rules={rule('customerName')}>
            <Input maxLength={110} data-testid="field-customerName" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="shortName" label={t('customer:field.shortName')} rules={rule('shortName')}>
            <Input data-testid="field-shortName" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cooperationMode" label={t('customer:field.cooperationMode')} required rules={rule('cooperationMode')}>
            <Select
              data-testid="field-cooperationMode"
              options={COOPERATION_MODES.map((v) => ({ value: v, label: t(`customer:cooperationMode.${v}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="source" label={t('customer:field.source')}>
            <Select options={CUSTOMER_SOURCES.map((v) => ({ value: v, label: t(`customer:source.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="parentCustomerId" label={t('customer:field.parentCustomer')} extra={t('customer:hint.parentCustomer')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={parents.isLoading}
              options={(parents.data ?? []).filter((c) => c.id !== editingId).map((c) => ({ value: c.id, label: c.customerName }))}
              data-testid="field-parentCustomerId"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="orgCode" label={t('customer:field.code')} rules={rule('orgCode')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain>
        {t('customer:section.contact')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="contactName" label={t('customer:field.contactName')} rules={rule('contactName')}>
            <Input data-testid="field-contactName" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="contactPhone" label={t('customer:field.contactPhone')} rules={rule('contactPhone')}>
            <Input data-testid="field-contactPhone" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="contactEmail" label={t('customer:field.contactEmail')} rules={rule('contactEmail')}>
            <Input data-testid="field-contactEmail" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain>
        {t('customer:section.branding')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="logo" label={t('customer:field.logo')}>
            <ImageUpload use="customerLogo" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="banner" label={t('customer:field.banner')}>
            <ImageUpload use="customerBanner" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="themeColor"
            label={t('customer:field.themeColor')}
            required
            rules={rule('themeColor')}
            extra={t('customer:hint.themeColor')}
          >
            <ThemeColorInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="defaultLanguage" label={t('customer:field.defaultLanguage')}>
            <Select options={LANGS.map((l) => ({ value: l, label: t(`customer:language.${l}`) }))} data-testid="field-defaultLanguage" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="defaultCurrency" label={t('customer:field.defaultCurrency')}>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="field-defaultCurrency" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="orderNum" label={t('customer:field.sort')} rules={rule('orderNum')}>
            <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictRadio dict="sys_normal_disable" numeric />
          </Form.Item>
        </Col>
      </Row>

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
      <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
