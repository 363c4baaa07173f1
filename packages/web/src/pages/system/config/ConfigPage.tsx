import { SyncOutlined } from '@ant-design/icons';
import { CONFIG_API, CONFIG_LIMITS, CONFIG_PERMS, type SysConfig, configSchema } from '@vr/contracts';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, post, put } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  DictSelect,
  DictTag,
  ExportButton,
  feedback,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
  zodRule,
  AddButton,
  BatchDeleteButton,
} from '../../../components/list-page';
import { useAppStore } from '../../../stores/app';
import { formatTime } from '../dict/format';

type Filters = { configName?: string; configKey?: string; configType?: 'Y' | 'N' };

const removeConfigs = (ids: Key[]) => del(`${CONFIG_API.base}/${ids.join(',')}`);

/** System → Parameter settings. */
export default function ConfigPage() {
  const { t } = useTranslation(['config', 'common']);
  const lang = useAppStore((s) => s.language);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<SysConfig, Filters>({ key: 'config', url: CONFIG_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<SysConfig | 'new' | null>(null);
  const confirm = useConfirmAction();

  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
  }, [query]);
  const confirmDelete = useDeleteAction({ remove: removeConfigs, onDone: afterChange });

  const columns = useMemo<TableColumnsType<SysConfig>>(
    () => [
      { title: t('config:field.configId'), dataIndex: 'configId', key: 'configId', sorter: true, width: 90 },
      { title: t('config:field.configName'), dataIndex: 'configName', key: 'configName', sorter: true, ellipsis: true },
      { title: t('config:field.configKey'), dataIndex: 'configKey', key: 'configKey', sorter: true },
      { title: t('config:field.configValue'), dataIndex: 'configValue', key: 'configValue', ellipsis: true },
      {
        title: t('config:field.configType'),
        dataIndex: 'configType',
        key: 'configType',
        sorter: true,
        width: 110,
        render: (v: string) => <DictTag dict="sys_yes_no" value={v} />,
      },
      { title: t('common:field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
      { title: t('common:field.createTime'), dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180, render: formatTime },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 170,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                permission: CONFIG_PERMS.edit,
                onClick: () => setEditing(row),
              },
              {
                key: 'delete',
                disabled: row.configType === 'Y',
                permission: CONFIG_PERMS.remove,
                onClick: () => confirmDelete([row.configId], row.configName),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete],
  );

  const refreshCache = () =>
    confirm(t('common:confirm.refreshCache'), async () => {
      await del(CONFIG_API.refreshCache);
      feedback.success(t('common:result.cacheRefreshed'));
    });

  const current = editing && editing !== 'new' ? editing : null;
  const builtIn = current?.configType === 'Y';
  const rule = (name: string) => [zodRule(configSchema, name, lang)];
  return (
    <ListPage
      testId="config-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="configName" label={t('config:field.configName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="configKey" label={t('config:field.configKey')}>
            <Input allowClear data-testid="search-configKey" />
          </Form.Item>
          <Form.Item name="configType" label={t('config:field.configType')}>
            <DictSelect dict="sys_yes_no" />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<SysConfig, Filters>
        tableId="system-config"
        rowKey="configId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={CONFIG_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={CONFIG_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <ExportButton url={CONFIG_API.export} params={query.exportParams} permission={CONFIG_PERMS.export} fileName="config" />
            <Authorized permission={CONFIG_PERMS.remove}>
              <Button icon={<SyncOutlined />} onClick={refreshCache} data-testid="refresh-cache">
                {t('common:action.refreshCache')}
              </Button>
            </Authorized>
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name: t('config:name') }) : t('common:form.addTitle', { name: t('config:name') })}
        form={form}
        schema={configSchema}
        initialValues={current ?? {}}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (current) await put(CONFIG_API.base, { ...values, configId: current.configId });
          else await post(CONFIG_API.base, values);
          afterChange();
        }}
      >
        <Form.Item name="configName" label={t('config:field.configName')} required rules={rule('configName')}>
          <Input data-testid="field-configName" />
        </Form.Item>
        <Form.Item
          name="configKey"
          label={t('config:field.configKey')}
          required
          rules={rule('configKey')}
          extra={builtIn ? t('config:hint.builtInKey') : undefined}
        >
          <Input disabled={builtIn} data-testid="field-configKey" />
        </Form.Item>
        <Form.Item name="configValue" label={t('config:field.configValue')} required rules={rule('configValue')}>
          <Input.TextArea rows={2} showCount maxLength={CONFIG_LIMITS.value + 10} data-testid="field-configValue" />
        </Form.Item>
        <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
          <Input.TextArea rows={3} showCount maxLength={CONFIG_LIMITS.remark + 10} />
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
