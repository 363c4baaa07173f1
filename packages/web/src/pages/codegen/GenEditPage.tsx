import { ArrowLeftOutlined, EyeOutlined, SaveOutlined, SyncOutlined } from '@ant-design/icons';
import {
  CODEGEN_PERMS,
  type FieldError,
  GEN_SEARCH_KINDS,
  GEN_TS_TYPES,
  type GenColumn,
  type GenTableDetail,
  LANGS,
  genTableUpdateOf,
  genTableUpdateSchema,
} from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Skeleton, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RequestError } from '../../api/request-error';
import { useHasPermission } from '../../components/authorized/use-permission';
import { feedback, toFormErrors, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { DictTypeSelect } from '../dicts';
import { codegenApi } from './codegen-api';
import styles from './codegen.module.css';
import { PreviewDialog } from './PreviewDialog';

const LIST_PATH = '/system/gen';
/** The column title of a language's label: `labelZh`, `labelEn` … */
const labelField = (lang: string) => `label${lang.charAt(0).toUpperCase()}${lang.slice(1)}`;

/** The form's values: the table's names and, per column, its settings (in the table's order). */
const formValues = genTableUpdateOf;

/** The edit page of one imported table (/tool/gen-edit/index/{tableId}): its names and its columns' settings. */
export default function GenEditPage() {
  const { tableId } = useParams();
  const id = Number(tableId);
  const table = useQuery({ queryKey: ['codegen-table', id], queryFn: () => codegenApi.table(id), enabled: Number.isInteger(id) && id > 0 });
  return table.data ? <GenEditForm key={table.data.updateTime} table={table.data} /> : <Skeleton active />;
}

function GenEditForm({ table }: { table: GenTableDetail }) {
  const { t } = useTranslation(['codegen', 'common']);
  const lang = useAppStore((s) => s.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const canPreview = useHasPermission(CODEGEN_PERMS.preview);
  useEffect(() => form.setFieldsValue(formValues(table)), [form, table]);

  const refresh = (fresh: GenTableDetail) => queryClient.setQueryData(['codegen-table', table.tableId], fresh);
  const save = async () => {
    const values = (await form.validateFields().catch(() => null)) as
      (Partial<ReturnType<typeof formValues>> & { columns?: object[] }) | null;
    if (!values) return feedback.error(t('common:form.fixErrors'));
    setSaving(true);
    try {
      const start = formValues(table);
      // The grid's cells hold the settings; each column keeps its id.
      const columns = start.columns.map((c, i) => ({ ...c, ...(values.columns?.[i] ?? {}) }));
      refresh(await codegenApi.save({ ...start, ...values, columns, tableId: table.tableId }));
      feedback.success(t('saved'));
    } catch (e) {
      const errors = e instanceof RequestError ? (e.data as { errors?: FieldError[] } | undefined)?.errors : undefined;
      if (errors) form.setFields(toFormErrors(errors) as never);
    } finally {
      setSaving(false);
    }
  };
  const sync = () =>
    feedback.confirm({
      title: t('action.sync'),
      content: t('syncConfirm', { table: table.tableName }),
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        refresh(await codegenApi.sync(table.tableId));
        feedback.success(t('synced'));
      },
    });

  const cell = (index: number, name: string | string[], input: React.ReactNode, valuePropName?: string) => (
    <Form.Item
      name={['columns', index, ...(Array.isArray(name) ? name : [name])]}
      noStyle={false}
      style={{ margin: 0 }}
      {...(valuePropName ? { valuePropName } : {})}
    >
      {input}
    </Form.Item>
  );
  const f = (name: string): string => t(`field.${name}` as 'field.tableName');
  const columns: ColumnsType<GenColumn> = [
    {
      key: 'columnName',
      title: f('columnName'),
      fixed: 'left',
      width: 150,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <strong>{c.columnName}</strong>
          <span>
            <Tag>{c.dbType}</Tag>
            {c.primaryKey && <Tag color="gold">PK</Tag>}
          </span>
        </Space>
      ),
    },
    ...LANGS.map((l) => ({
      key: l,
      title: f(labelField(l)),
      width: 140,
      render: (_: unknown, c: GenColumn, i: number) => cell(i, ['labels', l], <Input data-testid={`gen-label-${c.columnName}-${l}`} />),
    })),
    {
      key: 'tsType',
      title: f('tsType'),
      width: 110,
      render: (_, __, i) => cell(i, 'tsType', <Select options={GEN_TS_TYPES.map((v) => ({ value: v, label: v }))} />),
    },
    {
      key: 'required',
      title: f('required'),
      width: 70,
      align: 'center',
      render: (_, c, i) => cell(i, 'required', <Checkbox data-testid={`gen-required-${c.columnName}`} />, 'checked'),
    },
    { key: 'minLength', title: f('minLength'), width: 90, render: (_, __, i) => cell(i, 'minLength', <InputNumber min={0} />) },
    {
      key: 'maxLength',
      title: f('maxLength'),
      width: 90,
      render: (_, c, i) => cell(i, 'maxLength', <InputNumber min={0} data-testid={`gen-maxLength-${c.columnName}`} />),
    },
    { key: 'min', title: f('min'), width: 90, render: (_, __, i) => cell(i, 'min', <InputNumber />) },
    { key: 'max', title: f('max'), width: 90, render: (_, __, i) => cell(i, 'max', <InputNumber />) },
    {
      key: 'pattern',
      title: f('pattern'),
      width: 140,
      render: (_, c, i) => cell(i, 'pattern', <Input data-testid={`gen-pattern-${c.columnName}`} />),
    },
    { key: 'listed', title: f('listed'), width: 70, align: 'center', render: (_, __, i) => cell(i, 'listed', <Checkbox />, 'checked') },
    {
      key: 'searchKind',
      title: f('searchKind'),
      width: 120,
      render: (_, c, i) =>
        cell(
          i,
          'searchKind',
          <Select
            data-testid={`gen-search-${c.columnName}`}
            options={GEN_SEARCH_KINDS.map((v) => ({ value: v, label: t(`search.${v}`) }))}
          />,
        ),
    },
    { key: 'inForm', title: f('inForm'), width: 70, align: 'center', render: (_, __, i) => cell(i, 'inForm', <Checkbox />, 'checked') },
    { key: 'dictType', title: f('dictType'), width: 200, render: (_, __, i) => cell(i, 'dictType', <DictTypeSelect allowClear />) },
  ];

  const tableTab = (
    <Card>
      {(['areaName', 'businessName', 'entityName', 'author'] as const).map((name) => (
        <Form.Item key={name} name={name} label={f(name)} required={name !== 'author'} rules={[zodRule(genTableUpdateSchema, name, lang)]}>
          <Input data-testid={`field-${name}`} style={{ maxWidth: 420 }} />
        </Form.Item>
      ))}
      <Form.Item label={f('tableName')}>
        <Input value={table.tableName} disabled style={{ maxWidth: 420 }} />
      </Form.Item>
    </Card>
  );

  return (
    <div data-testid="gen-edit-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(LIST_PATH)}>
          {t('action.back')}
        </Button>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="gen-save">
          {t('action.save')}
        </Button>
        <Button icon={<SyncOutlined />} onClick={sync} data-testid="gen-sync">
          {t('action.sync')}
        </Button>
        {canPreview && (
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)} data-testid="gen-preview-open">
            {t('action.preview')}
          </Button>
        )}
      </Space>
      <Form form={form} layout="vertical" initialValues={formValues(table)}>
        <Tabs
          defaultActiveKey="columns"
          items={[
            { key: 'table', label: t('tab.table'), children: tableTab, forceRender: true },
            {
              key: 'columns',
              label: t('tab.columns'),
              children: (
                <Table<GenColumn>
                  className={styles.columns}
                  size="small"
                  rowKey="columnId"
                  dataSource={table.columns}
                  columns={columns}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  data-testid="gen-columns"
                />
              ),
            },
          ]}
        />
      </Form>
      <PreviewDialog table={previewing ? table : null} onClose={() => setPreviewing(false)} />
    </div>
  );
}
