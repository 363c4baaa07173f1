import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { usePermissionCheck } from '../authorized/use-permission';

export interface RowAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Needed to see the action (any one of them, or `*:*:*`). */
  permission?: string | readonly string[];
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
}

/** The link buttons of one table row; actions the user may not use are not rendered (spec §6). */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const can = usePermissionCheck();
  const allowed = actions.filter((a) => !a.permission || can(a.permission));
  if (allowed.length === 0) return null;
  return (
    <Space size={0} wrap>
      {allowed.map((a) => (
        <Button
          key={a.key}
          type="link"
          size="small"
          icon={a.icon}
          danger={a.danger}
          disabled={a.disabled}
          onClick={a.onClick}
          data-testid={`row-${a.key}`}
        >
          {a.label}
        </Button>
      ))}
    </Space>
  );
}
