import { REPAIR_API, REPAIR_LIMITS, REPAIR_STATE_DICT, type RepairRecord, repairProcessSchema } from '@vr/contracts';
import { Descriptions, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { FormDrawer, confirmThenSend, useDict, useSchemaItems } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { RepairPhotos } from './RepairPhotos';
import { deviceLabel, faultLabel, outcomeOptions } from './repair-rows';

interface ProcessRepairModalProps {
  record: RepairRecord;
  onClose(): void;
  /** After the record was processed (the list refreshes; the dialog then closes). */
  onDone(): void;
}

/** Processes a pending repair record: processed or unresolved, with what was done; confirmed before it is sent. */
export function ProcessRepairModal({ record, onClose, onDone }: ProcessRepairModalProps) {
  const { t } = useTranslation(['repairs', 'common']);
  const item = useSchemaItems(repairProcessSchema, 'repairs');
  const states = useDict(REPAIR_STATE_DICT);
  const code = `#${record.id}`;
  return (
    <FormDrawer
      open
      as="modal"
      size={480}
      title={t('repairs:action.processTitle', { code })}
      schema={repairProcessSchema}
      hiddenValues={{ id: record.id }}
      initialValues={{ state: 'processed', photos: [] }}
      onClose={onClose}
      onSubmit={(values) =>
        confirmThenSend({
          title: t('common:confirm.title'),
          content: t('repairs:action.confirm', { device: deviceLabel(record), code, state: states.labelOf(values.state) }),
          okText: t('common:action.confirm'),
          cancelText: t('common:action.cancel'),
          send: () => post(REPAIR_API.process, values),
          onSent: () => onDone(),
        })
      }
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }} data-testid="repair-detail">
        <Descriptions.Item label={t('repairs:field.device')}>{deviceLabel(record)}</Descriptions.Item>
        <Descriptions.Item label={t(record.byHand ? 'repairs:field.description' : 'repairs:field.fault')}>
          {faultLabel(record)}
        </Descriptions.Item>
        {record.byHand && (
          <>
            <Descriptions.Item label={t('repairs:field.openedBy')}>{record.openedBy}</Descriptions.Item>
            <Descriptions.Item label={t('repairs:field.openPhotos')}>
              <RepairPhotos urls={record.openPhotos} size={64} max={10} />
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      {item('state', <Radio.Group options={outcomeOptions(states.options)} data-testid="field-state" />, {
        label: 'repairs:action.outcome',
        required: true,
      })}
      {item(
        'remark',
        <Input.TextArea
          rows={4}
          maxLength={REPAIR_LIMITS.remark}
          showCount
          placeholder={t('repairs:action.remarkPlaceholder')}
          data-testid="field-remark"
        />,
        { required: true },
      )}
      {item('photos', <ImageUpload use="repairPhoto" multiple capture="environment" />, { hint: true })}
    </FormDrawer>
  );
}
