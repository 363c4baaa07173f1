import { CODEGEN_ENDPOINTS, type GenDbTable } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getList } from '../../api/request';
import { feedback } from '../../components/list-page';
import { codegenApi } from './codegen-api';

const PAGE = 10;

/** Chooses tables of the database catalogue (those no area owns, not imported yet) and imports them. */
export function ImportTablesDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const { t } = useTranslation('codegen');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const tables = useQuery({
    queryKey: ['codegen-db-tables', name, page],
    queryFn: () => getList(CODEGEN_ENDPOINTS.dbList, { tableName: name || undefined, page, limit: PAGE }),
    enabled: open,
  });
  const close = () => {
    setChosen([]);
    onClose();
  };
  const submit = async () => {
    if (chosen.length === 0) return feedback.warning(t('importNone'));
    setBusy(true);
    try {
      const made = await codegenApi.importTables(chosen);
      feedback.success(t('imported', { count: made.length }));
      setChosen([]);
      onImported();
    } catch {
      // The request wrapper has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('importTitle')}
      width="min(760px, 96vw)"
      onCancel={close}
      onOk={() => void submit()}
      okText={t('action.import')}
      okButtonProps={{ loading: busy, 'data-testid': 'gen-import-ok' } as never}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('importHint')} style={{ marginBottom: 12 }} />
      <Input.Search
        allowClear
        placeholder={t('field.tableName')}
        onSearch={(value) => {
          setName(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
        data-testid="gen-import-search"
      />
      <Table<GenDbTable>
        size="small"
        rowKey="tableName"
        loading={tables.isFetching}
        dataSource={tables.data?.rows ?? []}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]), preserveSelectedRowKeys: true }}
        pagination={{ current: page, pageSize: PAGE, total: tables.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'tableName', dataIndex: 'tableName', title: t('field.tableName') },
          { key: 'tableComment', dataIndex: 'tableComment', title: t('field.tableComment'), ellipsis: true },
          { key: 'columnCount', dataIndex: 'columnCount', title: t('field.columnCount'), width: 90, align: 'right' },
        ]}
        data-testid="gen-import-tables"
        scroll={{ x: 'max-content' }}
      />
    </Modal>
  );
}
