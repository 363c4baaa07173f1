import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { MOBILE_CONFIG_LIMITS, MOBILE_ICONS, type MobileConfigItem } from '@vr/contracts';
import { Button, Input, Select, Space, Switch, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../components/menu-icon';
import styles from './mobile-config.module.css';
import { moveItem } from './move-item';

const ICON_OPTIONS = MOBILE_ICONS.map((name) => ({
  value: name,
  label: (
    <Space size={6}>
      {menuIcon(name)}
      <span>{name}</span>
    </Space>
  ),
}));

interface ConfigColumnsOptions {
  items: MobileConfigItem[];
  canEdit: boolean;
  setItems(items: MobileConfigItem[]): void;
  /** Changes one function of the list. */
  update(index: number, change: Partial<MobileConfigItem>): void;
}

/** The columns of a client's functions: order (drag or arrows), function, own title, icon, shown. */
export function useConfigColumns({ items, canEdit, setItems, update }: ConfigColumnsOptions): TableColumnsType<MobileConfigItem> {
  const { t } = useTranslation(['mobileConfig', 'common']);
  /** An arrow that moves the function one place up (-1) or down (+1). */
  const move = (index: number, by: -1 | 1) => (
    <Button
      size="small"
      type="text"
      icon={by < 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
      aria-label={t(by < 0 ? 'mobileConfig:moveUp' : 'mobileConfig:moveDown')}
      disabled={!canEdit || (by < 0 ? index === 0 : index === items.length - 1)}
      data-testid={`${by < 0 ? 'move-up' : 'move-down'}-${index}`}
      onClick={() => setItems(moveItem(items, index, index + by))}
    />
  );
  /** A column whose cell edits the function's `field`. */
  const edit = (
    field: 'title' | 'icon' | 'visible',
    width: number | undefined,
    cell: (row: MobileConfigItem, index: number) => ReactNode,
  ) => ({
    title: t(`mobileConfig:field.${field}`),
    key: field,
    ...(width ? { width } : {}),
    render: (_: unknown, row: MobileConfigItem, index: number) => cell(row, index),
  });
  return [
    {
      title: t('mobileConfig:field.order'),
      key: 'order',
      width: 150,
      render: (_, __, index) => (
        <Space size={2}>
          <Tooltip title={t('mobileConfig:drag')}>
            <HolderOutlined className={canEdit ? styles.handle : undefined} />
          </Tooltip>
          <span className={styles.index}>{index + 1}</span>
          {move(index, -1)}
          {move(index, 1)}
        </Space>
      ),
    },
    {
      title: t('mobileConfig:field.function'),
      key: 'function',
      width: 180,
      render: (_, row) => (
        <Space>
          {menuIcon(row.icon)}
          <span>{row.defaultTitle}</span>
          <Typography.Text type="secondary" className={styles.key}>
            {row.funcKey}
          </Typography.Text>
        </Space>
      ),
    },
    edit('title', undefined, (row, index) => (
      <Input
        value={row.title ?? ''}
        maxLength={MOBILE_CONFIG_LIMITS.title}
        placeholder={t('mobileConfig:titlePlaceholder', { title: row.defaultTitle })}
        aria-label={t('common:a11y.fieldOf', { field: t('mobileConfig:field.title'), name: row.defaultTitle })}
        disabled={!canEdit}
        data-testid={`title-${row.funcKey}`}
        onChange={(e) => update(index, { title: e.target.value })}
      />
    )),
    edit('icon', 200, (row, index) => (
      <Select
        value={row.icon}
        options={ICON_OPTIONS}
        disabled={!canEdit}
        style={{ width: '100%' }}
        onChange={(icon) => update(index, { icon })}
        aria-label={t('common:a11y.fieldOf', { field: t('mobileConfig:field.icon'), name: row.defaultTitle })}
      />
    )),
    edit('visible', 90, (row, index) => (
      <Switch
        checked={row.visible}
        disabled={!canEdit}
        data-testid={`visible-${row.funcKey}`}
        aria-label={t('common:a11y.visibleOf', { name: row.defaultTitle })}
        onChange={(visible) => update(index, { visible })}
      />
    )),
  ];
}
