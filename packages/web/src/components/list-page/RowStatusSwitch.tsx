import { Switch } from 'antd';
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
}

/** A row's enabled/disabled switch in a table. */
export function RowStatusSwitch({ status, permission, locked, onChange, testId }: RowStatusSwitchProps) {
  const allowed = useHasPermission(permission);
  return <Switch size="small" checked={status === 0} disabled={!allowed || locked} onChange={onChange} data-testid={testId} />;
}
