import { POINT_LIMITS, routeSaveSchema } from '@vr/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { CUSTOMER_ITEM, REMARK_INPUT, REMARK_ITEM, useCustomerAccounts, usePointOptions, ZoneSelect } from '../components';

/** The fields of the route drawer: partition, maintainer and points follow the chosen customer. */
export function RouteFields() {
  const { t } = useTranslation(['points', 'common']);
  const form = Form.useFormInstance();
  const item = useSchemaItems(routeSaveSchema, 'points');
  const orgId = Form.useWatch('orgId', form) as number | undefined;
  const accounts = useCustomerAccounts(orgId);
  const siteOptions = usePointOptions('site', { orgId });
  return (
    <>
      {item(
        'orgId',
        <OrgTreeSelect onChange={() => form.setFieldsValue({ zoneId: undefined, maintainerId: undefined, siteIds: [] })} />,
        CUSTOMER_ITEM,
      )}
      {item('routeName', <Input count={{ show: true, max: POINT_LIMITS.routeName }} data-testid="field-routeName" />, { required: true })}
      {item('zoneId', <ZoneSelect orgId={orgId} />, { label: 'zone' })}
      {item(
        'maintainerId',
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('points:select.account')}
          loading={accounts.isLoading}
          options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.employeeName} (${a.username})` }))}
          data-testid="field-maintainer"
        />,
        { label: 'maintainer' },
      )}
      {item(
        'siteIds',
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('points:select.site')}
          loading={siteOptions.isLoading}
          options={(siteOptions.data ?? []).map((s) => ({ value: s.id, label: s.code ? `${s.name} (${s.code})` : s.name }))}
          data-testid="field-siteIds"
        />,
        { label: 'sitesOnRoute', hint: 'sitesOnRoute' },
      )}
      {item('remark', REMARK_INPUT, REMARK_ITEM)}
    </>
  );
}
