import { PlusOutlined } from '@ant-design/icons';
import { DEVICE_MODEL_API, DEVICE_MODEL_KINDS, DEVICE_MODEL_LIMITS, type DeviceModel, deviceModelSaveSchema } from '@vr/contracts';
import { Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { DictRadio, FormDrawer, RemoveRowButton, formValuesOf, useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { MaterialCodeSelect } from '../materials';

const NAME_FIELDS = [
  ['zh', 'nameZh'],
  ['en', 'nameEn'],
  ['es', 'nameEs'],
  ['ja', 'nameJa'],
] as const;

/** The inputs of a container's row: its number, the raw material it holds and its capacity, with their widths. */
const CONTAINER_CELLS = [
  ['containerNo', 4, <InputNumber key="no" min={1} max={99} precision={0} style={{ width: '100%' }} />],
  ['materialCode', 10, <MaterialCodeSelect key="material" style={{ width: '100%' }} />],
  ['capacity', 8, <InputNumber key="capacity" min={0} max={DEVICE_MODEL_LIMITS.capacityMax} precision={2} style={{ width: '100%' }} />],
] as const;

/** The starting values of the form: the edited model's, or a new coffee machine's. */
const initialValues = (model: DeviceModel | null) =>
  model
    ? { ...formValuesOf(model), containers: model.containers ?? [] }
    : { status: 0, modelKind: 'coffee', cupCapacity: 0, containers: [] };

interface DeviceModelFormProps {
  /** The model edited, 'new' for a new one, null while closed. */
  editing: DeviceModel | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

/** A device model's names, kind, cup capacity, customer, status and containers. */
export function DeviceModelForm({ editing, onClose, onSaved }: DeviceModelFormProps) {
  const { t } = useTranslation(['deviceModels', 'common']);
  const [form] = Form.useForm();
  const item = useSchemaItems(deviceModelSaveSchema, 'deviceModels');
  const current = editing && editing !== 'new' ? editing : null;
  const kindOptions = DEVICE_MODEL_KINDS.map((k) => ({ value: k, label: t(`deviceModels:kind.${k}`) }));
  return (
    <FormDrawer
      open={editing !== null}
      entity={t('deviceModels:entity')}
      editing={!!current}
      form={form}
      schema={deviceModelSaveSchema}
      size={720}
      hiddenValues={current ? { id: current.id } : {}}
      initialValues={initialValues(current)}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(DEVICE_MODEL_API.save, values);
        onSaved();
      }}
    >
      <Row gutter={12}>
        {item('modelCode', <Input count={{ show: true, max: DEVICE_MODEL_LIMITS.modelCode }} data-testid="field-modelCode" />, {
          required: true,
          col: { span: 12 },
        })}
        {item('modelKind', <Select options={kindOptions} data-testid="field-modelKind" />, { required: true, col: { span: 6 } })}
        {item('cupCapacity', <InputNumber min={0} max={DEVICE_MODEL_LIMITS.cupCapacityMax} precision={0} style={{ width: '100%' }} />, {
          col: { span: 6 },
        })}
        {NAME_FIELDS.map(([code, label]) => (
          <Col span={12} key={code}>
            <Form.Item name={['names', code]} label={t(`deviceModels:field.${label}`)} required>
              <Input maxLength={DEVICE_MODEL_LIMITS.name} data-testid={`field-name-${code}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false })}
      {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false })}
      <Divider titlePlacement="start" plain>
        {t('deviceModels:field.containers')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('deviceModels:hint.containers')}</Typography.Paragraph>
      <Form.List name="containers">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.length > 0 && (
              <Row gutter={8} style={{ fontWeight: 500, marginBottom: 4 }}>
                <Col span={4}>{t('deviceModels:field.containerNo')}</Col>
                <Col span={10}>{t('deviceModels:field.materialCode')}</Col>
                <Col span={8}>{t('deviceModels:field.capacity')}</Col>
              </Row>
            )}
            {fields.map((field) => (
              <Row gutter={8} key={field.key} data-testid={`container-${field.name}`}>
                {CONTAINER_CELLS.map(([cell, span, input]) => (
                  <Col key={cell} span={span}>
                    <Form.Item name={[field.name, cell]} style={{ marginBottom: 8 }}>
                      {input}
                    </Form.Item>
                  </Col>
                ))}
                <Col span={2}>
                  <RemoveRowButton label={t('deviceModels:action.removeContainer')} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Space orientation="vertical" style={{ width: '100%' }}>
              {fields.length < DEVICE_MODEL_LIMITS.containers && (
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => {
                    const list = (form.getFieldValue('containers') ?? []) as Array<{ containerNo?: number }>;
                    add({ containerNo: Math.max(0, ...list.map((c) => c.containerNo ?? 0)) + 1, capacity: 0 });
                  }}
                  data-testid="add-container"
                >
                  {t('deviceModels:action.addContainer')}
                </Button>
              )}
            </Space>
          </>
        )}
      </Form.List>
      {item('remark', <Input.TextArea rows={2} maxLength={DEVICE_MODEL_LIMITS.remark} showCount />, {
        label: 'common:field.remark',
        style: { marginTop: 16 },
      })}
    </FormDrawer>
  );
}
