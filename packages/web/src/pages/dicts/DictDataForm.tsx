import { DICT_LIMITS, LIST_CLASSES, dictDataSchema } from '@vr/contracts';
import { Col, Form, Input, InputNumber, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, zodRule } from '../../components/list-page';
import { tagColor } from '../../components/dict-tag';
import { useDict } from '../../components/dict-tag';
import { useAppStore } from '../../stores/app';

const LANG_FIELDS = [
  ['zh', 'labelZh'],
  ['en', 'labelEn'],
  ['es', 'labelEs'],
  ['ja', 'labelJa'],
] as const;

/** The fields of the dictionary data drawer. */
export function DictDataFields() {
  const { t } = useTranslation(['dict', 'common']);
  const lang = useAppStore((s) => s.language);
  const styles = useDict('sys_list_class');
  const rule = (name: string) => [zodRule(dictDataSchema, name, lang)];
  return (
    <>
      <Form.Item name="dictType" label={t('dict:field.dictType')} required>
        <Input disabled />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="dictLabel" label={t('dict:field.dictLabel')} required rules={rule('dictLabel')}>
            <Input data-testid="field-dictLabel" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="dictValue" label={t('dict:field.dictValue')} required rules={rule('dictValue')}>
            <Input data-testid="field-dictValue" />
          </Form.Item>
        </Col>
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
        <Col span={12}>
          <Form.Item name="dictSort" label={t('dict:field.dictSort')} extra={t('dict:hint.sort')} rules={rule('dictSort')}>
            <InputNumber style={{ width: '100%' }} placeholder="100" data-testid="field-dictSort" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="listClass" label={t('dict:field.listClass')}>
            <Select
              options={LIST_CLASSES.map((c) => ({
                value: c,
                label: <Tag color={tagColor(c)}>{styles.labelOf(c)}</Tag>,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="cssClass" label={t('dict:field.cssClass')} rules={rule('cssClass')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictRadio dict="sys_normal_disable" numeric />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
        <Input.TextArea rows={2} showCount maxLength={DICT_LIMITS.remark + 10} />
      </Form.Item>
    </>
  );
}
