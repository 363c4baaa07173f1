import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../authorized/use-permission';

interface RowStatusSwitchProps {
  /** 0 normal (on), 1 disabled (off). */
  status: number;
  /** Needed to change it; without it the switch only shows the status. */
  permission: string;
  /** The row's status cannot change (built-in, one's own). */
  locked?: boolean;
  onChange(enable: boolean): void;
  testId?: string;
  /** What the row is called: the switch's accessible name is "Status of <name>". */
  name: string;
}

/** A row's enabled/disabled switch in a table. */
export function RowStatusSwitch({ status, permission, locked, onChange, testId, name }: RowStatusSwitchProps) {
  const { t } = useTranslation('common');
  const allowed = useHasPermission(permission);
  return (
    <Switch
      size="small"
      checked={status === 0}
      disabled={!allowed || locked}
      onChange={onChange}
      data-testid={testId}
      aria-label={t('a11y.rowStatus', { name })}
    />
  );
}
