import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../authorized/Authorized';
import { feedback } from './feedback';

/** The toolbar's "Add", shown only with the permission. */
export function AddButton({ permission, onClick }: { permission: string; onClick(): void }) {
  const { t } = useTranslation('common');
  return (
    <Authorized permission={permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid="add-button">
        {t('action.add')}
      </Button>
    </Authorized>
  );
}

/** The toolbar's "Delete selected": with nothing selected it says so; `onDelete` confirms first. */
export function BatchDeleteButton<K extends Key>({
  permission,
  selected,
  onDelete,
}: {
  permission: string;
  selected: K[];
  onDelete(keys: K[]): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Authorized permission={permission}>
      <Button
        danger
        icon={<DeleteOutlined />}
        onClick={() => (selected.length === 0 ? feedback.warning(t('confirm.selectData')) : onDelete(selected))}
        data-testid="batch-delete"
      >
        {t('action.deleteSelected')}
      </Button>
    </Authorized>
  );
}
