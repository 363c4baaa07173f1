import { THEME_LIMITS, themeSchema } from '@vr/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';
import { ColorField } from './ThemeColor';

/** The fields of the theme preset dialog. */
export function ThemeFields() {
  const { t } = useTranslation(['themes', 'common']);
  const lang = useAppStore((s) => s.language);
  const rule = (name: string) => [zodRule(themeSchema, name, lang)];
  return (
    <>
      <Form.Item name="orgId" label={t('themes:field.customer')} extra={t('themes:hint.customer')}>
        <OrgTreeSelect />
      </Form.Item>
      <Form.Item name="themeName" label={t('themes:field.themeName')} required rules={rule('themeName')}>
        <Input count={{ show: true, max: THEME_LIMITS.name }} data-testid="field-themeName" />
      </Form.Item>
      <Form.Item
        name="themeColor"
        label={t('themes:field.themeColor')}
        required
        rules={rule('themeColor')}
        extra={t('themes:hint.themeColor')}
      >
        <ColorField />
      </Form.Item>
      <Form.Item name="isDefault" label={t('themes:field.isDefault')} valuePropName="checked" extra={t('themes:hint.isDefault')}>
        <Switch data-testid="field-isDefault" />
      </Form.Item>
      <Form.Item name="sort" label={t('themes:field.sort')} rules={rule('sort')} extra={t('themes:hint.sort')}>
        <InputNumber min={0} max={THEME_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
