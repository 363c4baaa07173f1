import { STAFF_LIMITS, STAFF_STATUSES, staffSaveSchema } from '@vr/contracts';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';

/** The fields of the staff card dialog: a new card's customer, and what an edit may change. */
export function StaffFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation('staffCards');
  const item = useSchemaItems(staffSaveSchema, 'staffCards');
  const statuses = STAFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <>
      {adding && item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false })}
      {item('employeeName', <Input count={{ show: true, max: STAFF_LIMITS.employeeName }} data-testid="field-employeeName" />, {
        required: true,
      })}
      {item(
        'employeeNo',
        <Input count={{ show: true, max: STAFF_LIMITS.employeeNo }} inputMode="numeric" data-testid="field-employeeNo" />,
        {
          required: true,
        },
      )}
      {item('status', <Select options={statuses} data-testid="field-status" />)}
      {item(
        'monthlyLimit',
        <InputNumber min={0} max={STAFF_LIMITS.monthlyLimit} precision={0} style={{ width: '100%' }} data-testid="field-monthlyLimit" />,
        { required: true, hint: true },
      )}
      {item('discount', <InputNumber min={0} max={100} precision={1} style={{ width: '100%' }} data-testid="field-discount" />, {
        hint: true,
      })}
      {item('remark', <Input.TextArea rows={2} maxLength={STAFF_LIMITS.remark} showCount data-testid="field-remark" />)}
    </>
  );
}
