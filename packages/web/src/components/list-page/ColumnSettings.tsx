import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-page.module.css';

export interface SettingColumn {
  key: string;
  title: ReactNode;
}

interface ColumnSettingsProps {
  columns: SettingColumn[];
  hidden: string[];
  onChange(hidden: string[]): void;
}

/** A popover of checkboxes: which columns the table shows. */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation('common');
  const content = (
    <div className={styles.columnList} data-testid="column-settings">
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.includes(c.key)}
          // Keep at least one column.
          disabled={!hidden.includes(c.key) && hidden.length >= columns.length - 1}
          onChange={(e) => onChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])}
        >
          {c.title}
        </Checkbox>
      ))}
      <Divider style={{ margin: '4px 0' }} />
      <Button size="small" type="link" onClick={() => onChange([])} disabled={hidden.length === 0}>
        {t('table.resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} title={t('table.columns')} trigger="click" placement="bottomRight">
      <Tooltip title={t('table.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('table.columns')} data-testid="column-settings-button" />
      </Tooltip>
    </Popover>
  );
}
