import { REPAIR_API, REPAIR_LIMITS, type RepairAssigneeOption, type RepairDeviceOption, repairAddSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { FormDrawer, feedback, useSchemaItems } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';

interface AddRepairFormProps {
  onClose(): void;
  /** After the record was opened (the list refreshes; the drawer then closes). */
  onDone(): void;
}

/** Opens a repair record by hand: one of the caller's machines, one of its maintenance staff, what is wrong, photos. */
export function AddRepairForm({ onClose, onDone }: AddRepairFormProps) {
  const { t } = useTranslation('repairs');
  const item = useSchemaItems(repairAddSchema, 'repairs');
  const [form] = Form.useForm();
  const deviceId = Form.useWatch('deviceId', form) as number | undefined;
  const [keyword, setKeyword] = useState('');
  const machines = useQuery({
    queryKey: ['repair-devices', keyword],
    queryFn: async () => (await get<RepairDeviceOption[]>(REPAIR_API.devices, { keyword }, { silent: true })).data ?? [],
  });
  const staff = useQuery({
    queryKey: ['repair-assignees', deviceId],
    queryFn: async () => (await get<RepairAssigneeOption[]>(REPAIR_API.assignees, { deviceId }, { silent: true })).data ?? [],
    enabled: deviceId !== undefined,
  });
  return (
    <FormDrawer
      open
      form={form}
      size={Math.min(560, window.innerWidth)}
      title={t('action.addTitle')}
      schema={repairAddSchema}
      initialValues={{ photos: [] }}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(REPAIR_API.add, values);
        feedback.success(t('action.added'));
        onDone();
      }}
    >
      {item(
        'deviceId',
        <Select
          size="large"
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder={t('action.devicePlaceholder')}
          loading={machines.isLoading}
          data-testid="field-deviceId"
          onChange={() => form.setFieldValue('assigneeId', undefined)}
          options={(machines.data ?? []).map((m) => ({ value: m.id, label: m.name ? `${m.name} (${m.deviceCode})` : m.deviceCode }))}
        />,
        { label: 'device', required: true },
      )}
      {item(
        'assigneeId',
        <Select
          size="large"
          allowClear
          disabled={deviceId === undefined}
          placeholder={t('action.assigneePlaceholder')}
          loading={staff.isFetching}
          data-testid="field-assigneeId"
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.routeMaintainer ? t('maintainer', { name: s.name }) : s.name }))}
        />,
        { label: 'assignee', hint: true },
      )}
      {item(
        'description',
        <Input.TextArea
          rows={4}
          maxLength={REPAIR_LIMITS.description}
          showCount
          placeholder={t('action.descriptionPlaceholder')}
          data-testid="field-description"
        />,
        { required: true },
      )}
      {item('photos', <ImageUpload use="repairPhoto" multiple capture="environment" />, { hint: true })}
    </FormDrawer>
  );
}
