import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionCheck } from '../authorized/use-permission';

export interface RowAction {
  /** 'edit' and 'delete' come with their label and icon (delete is also danger) unless given. */
  key: string;
  label?: ReactNode;
  icon?: ReactNode;
  /** Needed to see the action (any one of them, or `*:*:*`). */
  permission?: string | readonly string[];
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
}

/** The link buttons of one table row; actions the user may not use are not rendered. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const { t } = useTranslation('common');
  const can = usePermissionCheck();
  const standard: Record<string, Partial<RowAction>> = {
    edit: { label: t('action.edit'), icon: <EditOutlined /> },
    delete: { label: t('action.delete'), icon: <DeleteOutlined />, danger: true },
  };
  const allowed = actions.filter((a) => !a.permission || can(a.permission)).map((a) => ({ ...standard[a.key], ...a }));
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
