import { WEB_PAGE_LIMITS, webPageSaveSchema } from '@vr/contracts';
import { Input, InputNumber } from 'antd';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';

/** The fields of the web page dialog. */
export function WebPageFields() {
  const item = useSchemaItems(webPageSaveSchema, 'webpage');
  return (
    <>
      {item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false })}
      {item('pageName', <Input count={{ show: true, max: WEB_PAGE_LIMITS.pageName }} data-testid="field-pageName" />, { required: true })}
      {item('pageLink', <Input data-testid="field-pageLink" />, { required: true, hint: true })}
      {item('sort', <InputNumber min={0} max={WEB_PAGE_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />, { hint: true })}
    </>
  );
}
