import { ACCESSORY_CODES, type DeviceGoodsDetail, DEVICE_GOODS_API as API, accessorySaveSchema } from '@vr/contracts';
import { Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { FormErrors, formModalProps, useFormSubmit } from '../../components/list-page';
import { RecipeMaterialSelect } from '../../components/recipe-editor';

interface AccessoryDialogProps {
  detail: DeviceGoodsDetail;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** The machine's accessories: for each accessory code, the customer's raw material it uses (empty: none). */
export function AccessoryDialog({ detail, open, onClose, onSaved }: AccessoryDialogProps) {
  const { t } = useTranslation('deviceGoods');
  const [form] = Form.useForm();
  useEffect(() => {
    if (!open) return;
    const byCode = new Map(detail.accessories.map((a) => [a.code, a.materialCode]));
    form.setFieldsValue({ accessories: ACCESSORY_CODES.map((code) => ({ code, materialCode: byCode.get(code) })) });
  }, [open, detail, form]);
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: accessorySaveSchema,
    hiddenValues: { deviceId: detail.deviceId },
    send: (values) => post(API.saveAccessory, values),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('accessory.title')}
      {...formModalProps({ submit, saving, onClose, okText: t('action.save'), cancelText: t('action.cancel') })}
    >
      <Typography.Paragraph type="secondary">{t('accessory.hint')}</Typography.Paragraph>
      <FormErrors errors={generalErrors} />
      <Form {...formProps} form={form} layout="horizontal" labelCol={{ span: 9 }} wrapperCol={{ span: 15 }}>
        <Form.List name="accessories">
          {(fields) =>
            fields.map((field, i) => (
              <Form.Item
                key={field.key}
                name={[field.name, 'materialCode']}
                label={t(`accessory.${ACCESSORY_CODES[i]!}`)}
                style={{ marginBottom: 8 }}
              >
                <RecipeMaterialSelect orgId={detail.customerId} allowClear data-testid={`accessory-${ACCESSORY_CODES[i]!}`} />
              </Form.Item>
            ))
          }
        </Form.List>
      </Form>
    </Modal>
  );
}
