import { CopyOutlined, DownloadOutlined, FileAddOutlined } from '@ant-design/icons';
import { CODEGEN_PERMS, type GenFile, type GenTable } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Drawer, Menu, Row, Skeleton, Space, Typography } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../components/authorized/Authorized';
import { feedback } from '../../components/list-page';
import { codegenApi } from './codegen-api';
import styles from './codegen.module.css';

// The highlighter loads with the first preview, not with the screen.
const CodeBlock = lazy(() => import('./CodeBlock'));

/** Asks, then writes the files into the source tree (the server refuses in production, saying so). */
function confirmWrite(table: GenTable, t: (key: 'writeConfirm' | 'action.write' | 'written', options?: Record<string, unknown>) => string) {
  feedback.confirm({
    title: t('action.write'),
    content: t('writeConfirm'),
    okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      const { written } = await codegenApi.write(table.tableId);
      feedback.success(t('written', { count: written.length }));
    },
  });
}

/** Every generated file of a table: its list on the left, the chosen one highlighted on the right. */
export function PreviewDialog({ table, onClose }: { table: GenTable | null; onClose(): void }) {
  const { t } = useTranslation('codegen');
  const [chosen, setChosen] = useState<string | null>(null);
  const files = useQuery({
    queryKey: ['codegen-preview', table?.tableId, table?.updateTime],
    queryFn: () => codegenApi.preview(table!.tableId),
    enabled: table !== null,
  });
  const list: GenFile[] = files.data ?? [];
  const shown = list.find((f) => f.path === chosen) ?? list[0];
  return (
    <Drawer
      open={table !== null}
      title={t('previewTitle', { table: table?.tableName ?? '' })}
      size="min(1100px, 100vw)"
      onClose={() => {
        setChosen(null);
        onClose();
      }}
      destroyOnHidden
      data-testid="gen-preview"
    >
      {files.isLoading || !shown ? (
        <Skeleton active />
      ) : (
        <Row gutter={12}>
          <Col xs={24} md={8} className={styles.files}>
            <Menu
              mode="inline"
              selectedKeys={[shown.path]}
              onClick={(e) => setChosen(e.key)}
              items={list.map((f) => ({ key: f.path, label: <span title={f.path}>{f.path.replace(/^packages\//, '')}</span> }))}
              data-testid="gen-files"
            />
          </Col>
          <Col xs={24} md={16}>
            <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }} wrap>
              <Typography.Text code data-testid="gen-path">
                {shown.path}
              </Typography.Text>
              <Space>
                <Button
                  icon={<CopyOutlined />}
                  onClick={() => void navigator.clipboard.writeText(shown.content).then(() => feedback.success(t('copied')))}
                >
                  {t('copy')}
                </Button>
                <Authorized permission={CODEGEN_PERMS.code}>
                  <Button icon={<DownloadOutlined />} data-testid="gen-download" onClick={() => void codegenApi.download(table!)}>
                    {t('action.download')}
                  </Button>
                  <Button icon={<FileAddOutlined />} data-testid="gen-write" onClick={() => confirmWrite(table!, t)}>
                    {t('action.write')}
                  </Button>
                </Authorized>
              </Space>
            </Space>
            <Suspense fallback={<Skeleton active />}>
              <CodeBlock path={shown.path} code={shown.content} />
            </Suspense>
          </Col>
        </Row>
      )}
    </Drawer>
  );
}
