import { DeleteOutlined, EditOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionCheck } from '../authorized/use-permission';
import { SHOWN_ROW_ACTIONS } from './column-fit';
import styles from './list-page.module.css';

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

const textOf = (label: ReactNode) => (typeof label === 'string' ? label : undefined);

function ActionButton({ action }: { action: RowAction }) {
  const button = (
    <Button
      type={action.icon ? 'text' : 'link'}
      size="small"
      icon={action.icon}
      danger={action.danger}
      disabled={action.disabled}
      onClick={action.onClick}
      aria-label={action.icon ? textOf(action.label) : undefined}
      data-testid={`row-${action.key}`}
    >
      {action.icon ? null : action.label}
    </Button>
  );
  return action.icon ? <Tooltip title={action.label}>{button}</Tooltip> : button;
}

/**
 * The actions of one table row: the first two as icon buttons named by their tooltip, the others
 * in a "More" menu. Actions the user may not use are not rendered.
 */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const { t } = useTranslation('common');
  const can = usePermissionCheck();
  const standard: Record<string, Partial<RowAction>> = {
    edit: { label: t('action.edit'), icon: <EditOutlined /> },
    delete: { label: t('action.delete'), icon: <DeleteOutlined />, danger: true },
  };
  const allowed = actions.filter((a) => !a.permission || can(a.permission)).map((a) => ({ ...standard[a.key], ...a }));
  if (allowed.length === 0) return null;
  const shown = allowed.slice(0, SHOWN_ROW_ACTIONS);
  const rest = allowed.slice(SHOWN_ROW_ACTIONS);
  const items: MenuProps['items'] = rest.map((a) => ({
    key: a.key,
    label: a.label,
    icon: a.icon,
    danger: a.danger,
    disabled: a.disabled,
    'data-testid': `row-${a.key}`,
  }));
  return (
    <Space size={2} className={styles.rowActions}>
      {shown.map((a) => (
        <ActionButton key={a.key} action={a} />
      ))}
      {rest.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => rest.find((a) => a.key === key)?.onClick() }}>
          <Tooltip title={t('action.moreActions')}>
            <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('action.moreActions')} data-testid="row-more" />
          </Tooltip>
        </Dropdown>
      )}
    </Space>
  );
}
