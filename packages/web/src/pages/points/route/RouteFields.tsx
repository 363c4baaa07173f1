import { POINT_LIMITS, routeSaveSchema } from '@vr/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { useCustomerAccounts, usePointOptions, ZoneSelect } from '../components';

/** The fields of the route drawer: partition, maintainer and points follow the chosen customer. */
export function RouteFields() {
  const { t } = useTranslation(['points', 'common']);
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const rule = (name: string) => [zodRule(routeSaveSchema, name, lang)];
  const orgId = Form.useWatch('orgId', form) as number | undefined;
  const accounts = useCustomerAccounts(orgId);
  const siteOptions = usePointOptions('site', { orgId });
  return (
    <>
      <Form.Item name="orgId" label={t('points:field.customer')} extra={t('points:hint.customer')}>
        <OrgTreeSelect onChange={() => form.setFieldsValue({ zoneId: undefined, maintainerId: undefined, siteIds: [] })} />
      </Form.Item>
      <Form.Item name="routeName" label={t('points:field.routeName')} required rules={rule('routeName')}>
        <Input count={{ show: true, max: POINT_LIMITS.routeName }} data-testid="field-routeName" />
      </Form.Item>
      <Form.Item name="zoneId" label={t('points:field.zone')} rules={rule('zoneId')}>
        <ZoneSelect orgId={orgId} />
      </Form.Item>
      <Form.Item name="maintainerId" label={t('points:field.maintainer')} rules={rule('maintainerId')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('points:select.account')}
          loading={accounts.isLoading}
          options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.employeeName} (${a.username})` }))}
          data-testid="field-maintainer"
        />
      </Form.Item>
      <Form.Item name="siteIds" label={t('points:field.sitesOnRoute')} extra={t('points:hint.sitesOnRoute')} rules={rule('siteIds')}>
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('points:select.site')}
          loading={siteOptions.isLoading}
          options={(siteOptions.data ?? []).map((s) => ({ value: s.id, label: s.code ? `${s.name} (${s.code})` : s.name }))}
          data-testid="field-siteIds"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
        <Input.TextArea rows={2} maxLength={POINT_LIMITS.remark} showCount />
      </Form.Item>
    </>
  );
}
