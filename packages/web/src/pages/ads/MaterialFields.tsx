import { AD_KINDS, AD_LIMITS, adMaterialSaveSchema } from '@vr/contracts';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect, useChoosesCustomer } from '../../components/org-tree-select';
import { AdFileField } from './AdFileField';

/** The fields of the material dialog: the file follows the kind chosen; an image has its seconds on screen. */
export function MaterialFields({ locked, creating }: { locked: boolean; creating: boolean }) {
  const { t } = useTranslation('ads');
  const item = useSchemaItems(adMaterialSaveSchema, 'ads');
  const form = Form.useFormInstance();
  const kind = (Form.useWatch('kind', form) as 'image' | 'video' | undefined) ?? 'image';
  const choosesCustomer = useChoosesCustomer();
  return (
    <>
      {creating && choosesCustomer ? item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false }) : null}
      {item('name', <Input count={{ show: true, max: AD_LIMITS.name }} data-testid="field-name" />, { required: true })}
      {item(
        'kind',
        <Radio.Group
          optionType="button"
          disabled={locked}
          data-testid="field-kind"
          options={AD_KINDS.map((k) => ({ value: k, label: t(`kindLabel.${k}`) }))}
          onChange={() => form.setFieldValue('url', undefined)}
        />,
        { required: true },
      )}
      {item('url', <AdFileField kind={kind} />, { label: 'file', required: true })}
      {kind === 'image'
        ? item(
            'seconds',
            <InputNumber
              min={AD_LIMITS.secondsMin}
              max={AD_LIMITS.secondsMax}
              precision={0}
              disabled={locked}
              style={{ width: 160 }}
              data-testid="field-seconds"
            />,
            { hint: true },
          )
        : null}
      {item('remark', <Input.TextArea rows={2} maxLength={AD_LIMITS.remark} />)}
    </>
  );
}
