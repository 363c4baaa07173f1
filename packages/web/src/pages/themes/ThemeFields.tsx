import { THEME_LIMITS, themeSchema } from '@vr/contracts';
import { Input, InputNumber, Switch } from 'antd';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { ColorField } from './ThemeColor';

/** The fields of the theme preset dialog. */
export function ThemeFields() {
  const item = useSchemaItems(themeSchema, 'themes');
  return (
    <>
      {item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false })}
      {item('themeName', <Input count={{ show: true, max: THEME_LIMITS.name }} data-testid="field-themeName" />, { required: true })}
      {item('themeColor', <ColorField />, { required: true, hint: true })}
      {item('isDefault', <Switch data-testid="field-isDefault" />, { valuePropName: 'checked', hint: true, check: false })}
      {item('sort', <InputNumber min={0} max={THEME_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />, { hint: true })}
    </>
  );
}
