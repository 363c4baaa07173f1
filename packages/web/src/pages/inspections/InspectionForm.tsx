import {
  INSPECTION_API,
  INSPECTION_DEVICE_STATUS_DICT,
  INSPECTION_LIMITS,
  type InspectionDeviceOption,
  type InspectionRecord,
  inspectionAddSchema,
  inspectionResubmitSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { DictRadio, FormDrawer, feedback } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { ChecklistInput } from './ChecklistInput';
import { machineOf } from './inspection-rows';

interface InspectionFormProps {
  /** The rejected record to redo; null records a new inspection. */
  redo: InspectionRecord | null;
  onClose(): void;
  onDone(): void;
}

/** Records an inspection of one of the caller's machines, or redoes a rejected one: status, checklist, remark, photos. */
export function InspectionForm({ redo, onClose, onDone }: InspectionFormProps) {
  const { t } = useTranslation('inspections');
  const [keyword, setKeyword] = useState('');
  const machines = useQuery({
    queryKey: ['inspection-devices', keyword],
    queryFn: async () => (await get<InspectionDeviceOption[]>(INSPECTION_API.devices, { keyword }, { silent: true })).data ?? [],
    enabled: redo === null,
  });
  const fields = (
    <>
      {redo === null && (
        <Form.Item name="deviceId" label={t('field.device')} required>
          <Select
            size="large"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('action.devicePlaceholder')}
            loading={machines.isLoading}
            data-testid="field-deviceId"
            options={(machines.data ?? []).map((m) => ({ value: m.id, label: m.name ? `${m.name} (${m.deviceCode})` : m.deviceCode }))}
          />
        </Form.Item>
      )}
      <Form.Item name="deviceStatus" label={t('field.deviceStatus')} required>
        <DictRadio
          dict={INSPECTION_DEVICE_STATUS_DICT}
          numeric
          optionType="button"
          buttonStyle="solid"
          size="large"
          data-testid="field-deviceStatus"
        />
      </Form.Item>
      <Form.Item name="checks" label={t('field.checks')}>
        <ChecklistInput />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea
          rows={3}
          maxLength={INSPECTION_LIMITS.remark}
          showCount
          placeholder={t('action.remarkPlaceholder')}
          data-testid="field-remark"
        />
      </Form.Item>
      <Form.Item name="photos" label={t('field.photos')}>
        <ImageUpload use="inspectionPhoto" multiple capture="environment" />
      </Form.Item>
    </>
  );
  const done = () => {
    feedback.success(t('action.saved'));
    onDone();
  };
  if (redo) {
    return (
      <FormDrawer
        open
        size={Math.min(560, window.innerWidth)}
        title={t('action.redoTitle', { device: machineOf(redo) })}
        schema={inspectionResubmitSchema}
        hiddenValues={{ id: redo.id }}
        initialValues={{ deviceStatus: redo.deviceStatus, checks: redo.checks, remark: redo.remark ?? '', photos: redo.photos }}
        onClose={onClose}
        onSubmit={async (values) => {
          await post(INSPECTION_API.resubmit, values);
          done();
        }}
      >
        {fields}
      </FormDrawer>
    );
  }
  return (
    <FormDrawer
      open
      size={Math.min(560, window.innerWidth)}
      title={t('action.addTitle')}
      schema={inspectionAddSchema}
      initialValues={{ deviceStatus: 1, checks: {}, photos: [] }}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(INSPECTION_API.add, values);
        done();
      }}
    >
      {fields}
    </FormDrawer>
  );
}
