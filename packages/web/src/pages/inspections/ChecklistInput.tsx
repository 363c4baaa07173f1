import { INSPECTION_CHECKS, type InspectionCheck } from '@vr/contracts';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

interface ChecklistInputProps {
  id?: string;
  value?: Partial<Record<InspectionCheck, boolean>>;
  onChange?(value: Partial<Record<InspectionCheck, boolean>>): void;
}

/** The inspection's checklist: each item ticked when it was found in order. */
export function ChecklistInput({ id, value = {}, onChange }: ChecklistInputProps) {
  const { t } = useTranslation('inspections');
  return (
    <div id={id} style={{ display: 'grid', gap: 8 }}>
      {INSPECTION_CHECKS.map((check) => (
        <Checkbox
          key={check}
          checked={value[check] === true}
          onChange={(e) => onChange?.({ ...value, [check]: e.target.checked })}
          style={{ minHeight: 32, alignItems: 'center' }}
          data-testid={`check-${check}`}
        >
          {t(`check.${check}`)}
        </Checkbox>
      ))}
    </div>
  );
}
