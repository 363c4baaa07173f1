import { WEB_PAGE_LIMITS, webPageSaveSchema } from '@vr/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';

/** The fields of the web page dialog. */
export function WebPageFields() {
  const { t } = useTranslation(['webpage', 'common']);
  const lang = useAppStore((s) => s.language);
  const rule = (name: string) => [zodRule(webPageSaveSchema, name, lang)];
  return (
    <>
      <Form.Item name="orgId" label={t('webpage:field.customer')} extra={t('webpage:hint.customer')}>
        <OrgTreeSelect />
      </Form.Item>
      <Form.Item name="pageName" label={t('webpage:field.pageName')} required rules={rule('pageName')}>
        <Input count={{ show: true, max: WEB_PAGE_LIMITS.pageName }} data-testid="field-pageName" />
      </Form.Item>
      <Form.Item name="pageLink" label={t('webpage:field.pageLink')} required rules={rule('pageLink')} extra={t('webpage:hint.pageLink')}>
        <Input data-testid="field-pageLink" />
      </Form.Item>
      <Form.Item name="sort" label={t('webpage:field.sort')} rules={rule('sort')} extra={t('webpage:hint.sort')}>
        <InputNumber min={0} max={WEB_PAGE_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
