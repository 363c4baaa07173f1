import { OPER_TYPES, OPER_TYPE_LABELS, type OperType, auditActionLabel, auditModuleLabel } from '@vr/contracts';
import { Select, type SelectProps, Tag } from 'antd';
import { useAppStore } from '../../../stores/app';

/** The colour of an operation by its business type. */
const TYPE_COLORS: Record<OperType, string> = {
  insert: 'blue',
  update: 'gold',
  delete: 'red',
  grant: 'purple',
  export: 'cyan',
  import: 'geekblue',
  force: 'volcano',
  clean: 'magenta',
  other: 'default',
};

/** The business type of an operation (add, edit, delete, import …), in the user's language. */
export function OperTypeTag({ type }: { type: OperType }) {
  const lang = useAppStore((s) => s.language);
  return (
    <Tag color={TYPE_COLORS[type]} data-testid="oper-type">
      {OPER_TYPE_LABELS[type][lang]}
    </Tag>
  );
}

/** A module's name in the user's language (its code when it has none). */
export function ModuleName({ code }: { code: string }) {
  const lang = useAppStore((s) => s.language);
  return <span title={code}>{auditModuleLabel(code, lang)}</span>;
}

/** An action's name in the user's language (its code when it has none). */
export function ActionName({ code }: { code: string }) {
  const lang = useAppStore((s) => s.language);
  return <span title={code}>{auditActionLabel(code, lang)}</span>;
}

/** The filter by business type (the form item passes `value` and `onChange` through). */
export function OperTypeSelect(props: Omit<SelectProps, 'options'>) {
  const lang = useAppStore((s) => s.language);
  return (
    <Select
      allowClear
      style={{ width: 160 }}
      {...props}
      options={OPER_TYPES.map((type) => ({ value: type, label: OPER_TYPE_LABELS[type][lang] }))}
      data-testid="search-operType"
    />
  );
}
