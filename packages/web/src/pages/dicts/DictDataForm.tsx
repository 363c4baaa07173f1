import { DICT_LIMITS, LIST_CLASSES, dictDataSchema } from '@vr/contracts';
import { Col, Form, Input, InputNumber, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, useSchemaItems } from '../../components/list-page';
import { tagColor } from '../../components/dict-tag';
import { useDict } from '../../components/dict-tag';

const LANG_FIELDS = [
  ['zh', 'labelZh'],
  ['en', 'labelEn'],
  ['es', 'labelEs'],
  ['ja', 'labelJa'],
] as const;

const half = { span: 12 };

/** The fields of the dictionary data drawer. */
export function DictDataFields() {
  const { t } = useTranslation(['dict', 'common']);
  const styles = useDict('sys_list_class');
  const item = useSchemaItems(dictDataSchema, 'dict');
  return (
    <>
      {item('dictType', <Input disabled />, { required: true, check: false })}
      <Row gutter={12}>
        {item('dictLabel', <Input data-testid="field-dictLabel" />, { required: true, col: half })}
        {item('dictValue', <Input data-testid="field-dictValue" />, { required: true, col: half })}
      </Row>
      <Form.Item label={t('dict:field.labels')} extra={t('dict:hint.labels')} style={{ marginBottom: 8 }}>
        <Row gutter={12}>
          {LANG_FIELDS.map(([code, key]) => (
            <Col span={12} key={code}>
              <Form.Item name={['labels', code]} label={t(`dict:field.${key}`)} rules={[{ max: DICT_LIMITS.label }]}>
                <Input data-testid={`field-label-${code}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form.Item>
      <Row gutter={12}>
        {item('dictSort', <InputNumber style={{ width: '100%' }} placeholder="100" data-testid="field-dictSort" />, {
          hint: 'sort',
          col: half,
        })}
        {item(
          'listClass',
          <Select options={LIST_CLASSES.map((c) => ({ value: c, label: <Tag color={tagColor(c)}>{styles.labelOf(c)}</Tag> }))} />,
          { check: false, col: half },
        )}
      </Row>
      <Row gutter={12}>
        {item('cssClass', <Input />, { col: half })}
        {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false, col: half })}
      </Row>
      {item('remark', <Input.TextArea rows={2} showCount maxLength={DICT_LIMITS.remark + 10} />, { label: 'common:field.remark' })}
    </>
  );
}
