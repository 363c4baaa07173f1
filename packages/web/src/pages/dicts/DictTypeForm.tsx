import { DICT_LIMITS, dictTypeSchema } from '@vr/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';

/** The fields of the dictionary type drawer. */
export function DictTypeFields({ builtIn }: { builtIn: boolean }) {
  const { t } = useTranslation(['dict', 'common']);
  const lang = useAppStore((s) => s.language);
  const rule = (name: string) => [zodRule(dictTypeSchema, name, lang)];
  return (
    <>
      <Form.Item name="dictName" label={t('dict:field.dictName')} required rules={rule('dictName')}>
        <Input maxLength={DICT_LIMITS.name + 10} showCount data-testid="field-dictName" />
      </Form.Item>
      <Form.Item name="dictType" label={t('dict:field.dictType')} required rules={rule('dictType')} extra={t('dict:hint.dictType')}>
        <Input disabled={builtIn} data-testid="field-dictType" />
      </Form.Item>
      <Form.Item name="status" label={t('common:field.status')}>
        <DictRadio dict="sys_normal_disable" numeric />
      </Form.Item>
      <Form.Item name="remark" label={t('common:field.remark')} required rules={rule('remark')}>
        <Input.TextArea rows={3} showCount maxLength={DICT_LIMITS.remark + 10} data-testid="field-remark" />
      </Form.Item>
    </>
  );
}
