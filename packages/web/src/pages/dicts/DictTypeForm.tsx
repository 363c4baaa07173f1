import { DICT_LIMITS, dictTypeSchema } from '@vr/contracts';
import { Input } from 'antd';
import { DictRadio, useSchemaItems } from '../../components/list-page';

/** The fields of the dictionary type drawer. */
export function DictTypeFields({ builtIn }: { builtIn: boolean }) {
  const item = useSchemaItems(dictTypeSchema, 'dict');
  return (
    <>
      {item('dictName', <Input maxLength={DICT_LIMITS.name + 10} showCount data-testid="field-dictName" />, { required: true })}
      {item('dictType', <Input disabled={builtIn} data-testid="field-dictType" />, { required: true, hint: true })}
      {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false })}
      {item('remark', <Input.TextArea rows={3} showCount maxLength={DICT_LIMITS.remark + 10} data-testid="field-remark" />, {
        label: 'common:field.remark',
        required: true,
      })}
    </>
  );
}
