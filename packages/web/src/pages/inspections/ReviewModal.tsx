import {
  INSPECTION_API,
  INSPECTION_CHECKS,
  INSPECTION_DEVICE_STATUS_DICT,
  INSPECTION_LIMITS,
  type InspectionRecord,
  inspectionReviewSchema,
} from '@vr/contracts';
import { Descriptions, Form, Image, Input, Radio, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { DictTag, FormDrawer, confirmThenSend, feedback } from '../../components/list-page';
import { formatDateTime } from '../../utils/format';
import { machineOf } from './inspection-rows';

interface ReviewModalProps {
  record: InspectionRecord;
  onClose(): void;
  onDone(): void;
}

/** Shows an inspection waiting for review and adopts it, or rejects it with a reason; confirmed first. */
export function ReviewModal({ record, onClose, onDone }: ReviewModalProps) {
  const { t } = useTranslation(['inspections', 'common']);
  const device = machineOf(record);
  const [form] = Form.useForm();
  const adopt = Form.useWatch('adopt', form) as boolean | undefined;
  return (
    <FormDrawer
      open
      as="modal"
      form={form}
      size={Math.min(640, window.innerWidth)}
      title={t('inspections:action.reviewTitle', { device })}
      schema={inspectionReviewSchema}
      hiddenValues={{ id: record.id }}
      initialValues={{ adopt: true }}
      onClose={onClose}
      onSubmit={(values) =>
        confirmThenSend({
          title: t('common:confirm.title'),
          content: t(values.adopt ? 'inspections:action.adoptConfirm' : 'inspections:action.rejectConfirm', { device }),
          okText: t('common:action.confirm'),
          cancelText: t('common:action.cancel'),
          send: () => post(INSPECTION_API.review, values),
          onSent: () => {
            feedback.success(t(values.adopt ? 'inspections:action.adopted' : 'inspections:action.rejected'));
            onDone();
          },
        })
      }
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }} data-testid="inspection-detail">
        <Descriptions.Item label={t('inspections:field.inspector')}>{record.inspectorName}</Descriptions.Item>
        <Descriptions.Item label={t('inspections:field.submitTime')}>{formatDateTime(record.submitTime)}</Descriptions.Item>
        <Descriptions.Item label={t('inspections:field.deviceStatus')}>
          <DictTag dict={INSPECTION_DEVICE_STATUS_DICT} value={String(record.deviceStatus)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('inspections:field.checks')}>
          <Space wrap size={4}>
            {INSPECTION_CHECKS.filter((c) => record.checks[c] !== undefined).map((c) => (
              <Tag key={c} color={record.checks[c] ? 'success' : 'error'}>
                {t(`inspections:check.${c}`)}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('inspections:field.remark')}>{record.remark}</Descriptions.Item>
        <Descriptions.Item label={t('inspections:field.photos')}>
          {record.photos.length === 0 ? (
            t('inspections:noPhotos')
          ) : (
            <Image.PreviewGroup>
              <Space wrap>
                {record.photos.map((url, i) => (
                  <Image
                    key={url}
                    src={url}
                    width={72}
                    height={72}
                    style={{ objectFit: 'cover' }}
                    alt={`${t('inspections:field.photos')} ${i + 1}`}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item name="adopt" label={t('inspections:action.decision')} required>
        <Radio.Group optionType="button" buttonStyle="solid" size="large" data-testid="field-adopt">
          <Radio.Button value={true}>{t('inspections:action.adopt')}</Radio.Button>
          <Radio.Button value={false}>{t('inspections:action.reject')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {adopt === false && (
        <Form.Item name="reason" label={t('inspections:field.rejectReason')} required>
          <Input.TextArea
            rows={3}
            maxLength={INSPECTION_LIMITS.reason}
            showCount
            placeholder={t('inspections:action.reasonPlaceholder')}
            data-testid="field-reason"
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
