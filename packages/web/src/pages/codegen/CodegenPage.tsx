import { CloudDownloadOutlined, EditOutlined, EyeOutlined, ImportOutlined, SyncOutlined } from '@ant-design/icons';
import { CODEGEN_API, CODEGEN_ENDPOINTS, CODEGEN_PERMS, type GenTable } from '@vr/contracts';
import { type Key, useMemo, useState } from 'react';
import { del } from '../../api/request';
import { createTimeColumn, defineScreen, feedback, idColumn, ListScreen } from '../../components/list-page';
import type { ScreenContext } from '../../components/list-page/screen';
import { codegenApi, editPath } from './codegen-api';
import { ImportTablesDialog } from './ImportTablesDialog';
import { PreviewDialog } from './PreviewDialog';

interface Handlers {
  importing(ctx: ScreenContext<GenTable>): void;
  preview(table: GenTable): void;
}

const f = (name: string) => `codegen:field.${name}`;

const codegenScreen = ({ importing, preview }: Handlers) =>
  defineScreen({
    endpoint: CODEGEN_ENDPOINTS.list,
    key: 'codegen',
    testId: 'codegen-page',
    namespaces: ['codegen'],
    rowKey: 'tableId',
    permissions: CODEGEN_PERMS,
    columns: [
      idColumn('tableId', f('tableId')),
      { key: 'tableName', priority: 1, label: f('tableName'), sortable: true, width: 200, ellipsis: true, search: 'text' },
      { key: 'tableComment', priority: 3, label: f('tableComment'), width: 200, ellipsis: true },
      { key: 'businessName', priority: 2, label: f('businessName'), sortable: true, width: 160, ellipsis: true, search: 'text' },
      { key: 'areaName', priority: 2, label: f('areaName'), width: 160, ellipsis: true },
      { key: 'entityName', priority: 3, label: f('entityName'), width: 160, ellipsis: true },
      createTimeColumn({ label: f('createTime') }),
      { key: 'updateTime', priority: 4, label: f('updateTime'), sortable: true, width: 180, render: 'dateTime' },
    ],
    toolbar: [
      {
        key: 'gen-import',
        label: 'codegen:action.import',
        icon: <ImportOutlined />,
        permission: CODEGEN_PERMS.import,
        primary: true,
        onClick: importing,
      },
      'batchDelete',
    ],
    rowActions: [
      {
        key: 'preview',
        label: 'codegen:action.preview',
        icon: <EyeOutlined />,
        permission: CODEGEN_PERMS.preview,
        onClick: (row) => preview(row),
      },
      {
        key: 'gen-edit',
        label: 'codegen:action.edit',
        icon: <EditOutlined />,
        permission: CODEGEN_PERMS.edit,
        onClick: (row, ctx) => void ctx.navigate(editPath(row.tableId)),
      },
      {
        key: 'sync',
        label: 'codegen:action.sync',
        icon: <SyncOutlined />,
        permission: CODEGEN_PERMS.edit,
        onClick: (row, ctx) =>
          feedback.confirm({
            title: ctx.text('codegen:action.sync'),
            content: ctx.text('codegen:syncConfirm', { table: row.tableName }),
            okButtonProps: { 'data-testid': 'confirm-ok' } as never,
            onOk: async () => {
              await codegenApi.sync(row.tableId);
              feedback.success(ctx.text('codegen:synced'));
              ctx.afterChange();
            },
          }),
      },
      {
        key: 'download',
        label: 'codegen:action.download',
        icon: <CloudDownloadOutlined />,
        permission: CODEGEN_PERMS.code,
        onClick: (row) => void codegenApi.download(row).catch(() => undefined),
      },
      'delete',
    ],
    remove: { call: (ids: Key[]) => del(`${CODEGEN_API.base}/${ids.join(',')}`), name: (row) => row.tableName },
  });

/** System → code generation: the imported tables, their import, preview, synchronisation and download. */
export default function CodegenPage() {
  const [previewing, setPreviewing] = useState<GenTable | null>(null);
  // The list's refresh while the import dialog is open (null: closed).
  const [afterImport, setAfterImport] = useState<(() => void) | null>(null);
  const screen = useMemo(() => codegenScreen({ importing: (ctx) => setAfterImport(() => ctx.afterChange), preview: setPreviewing }), []);
  return (
    <>
      <ListScreen screen={screen} />
      <ImportTablesDialog
        open={afterImport !== null}
        onClose={() => setAfterImport(null)}
        onImported={() => {
          afterImport?.();
          setAfterImport(null);
        }}
      />
      <PreviewDialog table={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
