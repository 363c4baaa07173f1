import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEVICE_MODEL_API,
  DEVICE_MODEL_KINDS,
  DEVICE_MODEL_LIMITS,
  DEVICE_MODEL_PERMS,
  type DeviceModel,
  deviceModelSaveSchema,
} from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import {
  actionsColumnWidth,
  AddButton,
  BatchDeleteButton,
  DictRadio,
  DictSelect,
  DictTag,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
  zodRule,
} from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/format';
import { MaterialCodeSelect } from '../materials';
import { MODEL_OPTIONS_KEY } from './ModelSelect';

type Filters = { keyword?: string; modelKind?: string; status?: number; orgId?: number };
type Kind = (typeof DEVICE_MODEL_KINDS)[number];

const NAME_FIELDS = [
  ['zh', 'nameZh'],
  ['en', 'nameEn'],
  ['es', 'nameEs'],
  ['ja', 'nameJa'],
] as const;

/** Devices → Device models: names in four languages, kind, cup capacity and the containers of each model. */
export default function DeviceModelPage() {
  const { t } = useTranslation(['deviceModels', 'common']);
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<DeviceModel, Filters>({ key: 'device-model', url: DEVICE_MODEL_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<DeviceModel | 'new' | null>(null);
  const { refetch } = query;
  const refresh = useCallback(() => {
    setSelected([]);
    refetch();
    void queryClient.invalidateQueries({ queryKey: [MODEL_OPTIONS_KEY] });
  }, [refetch, queryClient]);
  const remove = useCallback((ids: Key[]) => post(DEVICE_MODEL_API.delete, { ids }), []);
  const confirmDelete = useDeleteAction({ remove, onDone: refresh });
  const rule = (name: string) => [zodRule(deviceModelSaveSchema, name, lang)];
  const kindText = useCallback(
    (k: string) => ((DEVICE_MODEL_KINDS as readonly string[]).includes(k) ? t(`deviceModels:kind.${k as Kind}`) : k),
    [t],
  );

  const edit = useCallback(async (row: DeviceModel) => {
    const detail = await get<DeviceModel>(DEVICE_MODEL_API.detail, { id: row.id });
    setEditing(detail.data ?? row);
  }, []);

  const columns = useMemo<TableColumnsType<DeviceModel>>(
    () => [
      { title: t('deviceModels:field.modelCode'), dataIndex: 'modelCode', key: 'modelCode', sorter: true, width: 130 },
      { title: t('deviceModels:field.modelName'), dataIndex: 'modelName', key: 'modelName', sorter: true, width: 240, ellipsis: true },
      {
        title: t('deviceModels:field.modelKind'),
        dataIndex: 'modelKind',
        key: 'modelKind',
        sorter: true,
        width: 110,
        render: (k: string) => <Tag>{kindText(k)}</Tag>,
      },
      {
        title: t('deviceModels:field.cupCapacity'),
        dataIndex: 'cupCapacity',
        key: 'cupCapacity',
        sorter: true,
        width: 120,
        align: 'right',
      },
      { title: t('deviceModels:field.containers'), dataIndex: 'containerCount', key: 'containerCount', width: 100, align: 'right' },
      {
        title: t('deviceModels:field.customer'),
        dataIndex: 'orgName',
        key: 'orgName',
        width: 160,
        render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('deviceModels:shared')}</Typography.Text>,
      },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 90,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={v} />,
      },
      {
        title: t('common:field.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        sorter: true,
        width: 170,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: actionsColumnWidth(2),
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'edit', permission: DEVICE_MODEL_PERMS.edit, onClick: () => void edit(row).catch(() => undefined) },
              { key: 'delete', permission: DEVICE_MODEL_PERMS.remove, onClick: () => confirmDelete([row.id], `${row.modelName}`) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, edit, kindText],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('deviceModels:entity');
  const kindOptions = DEVICE_MODEL_KINDS.map((k) => ({ value: k, label: t(`deviceModels:kind.${k}`) }));
  return (
    <ListPage
      testId="device-model-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="keyword" label={t('deviceModels:field.keyword')}>
            <Input allowClear data-testid="search-keyword" />
          </Form.Item>
          <Form.Item name="modelKind" label={t('deviceModels:field.modelKind')}>
            <Select allowClear options={kindOptions} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="orgId" label={t('deviceModels:field.customer')}>
            <OrgTreeSelect style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<DeviceModel, Filters>
        tableId="device-model"
        rowKey="id"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={DEVICE_MODEL_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={DEVICE_MODEL_PERMS.remove} selected={selected} onDelete={(ids) => confirmDelete(ids)} />
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={deviceModelSaveSchema}
        size={720}
        hiddenValues={current ? { id: current.id } : {}}
        initialValues={
          current
            ? {
                modelCode: current.modelCode,
                names: current.names,
                modelKind: current.modelKind,
                cupCapacity: current.cupCapacity,
                orgId: current.orgId ?? undefined,
                status: current.status,
                remark: current.remark ?? undefined,
                containers: current.containers ?? [],
              }
            : { status: 0, modelKind: 'coffee', cupCapacity: 0, containers: [] }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await post(DEVICE_MODEL_API.save, values);
          refresh();
        }}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="modelCode" label={t('deviceModels:field.modelCode')} required rules={rule('modelCode')}>
              <Input count={{ show: true, max: DEVICE_MODEL_LIMITS.modelCode }} data-testid="field-modelCode" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="modelKind" label={t('deviceModels:field.modelKind')} required rules={rule('modelKind')}>
              <Select options={kindOptions} data-testid="field-modelKind" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="cupCapacity" label={t('deviceModels:field.cupCapacity')} rules={rule('cupCapacity')}>
              <InputNumber min={0} max={DEVICE_MODEL_LIMITS.cupCapacityMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {NAME_FIELDS.map(([code, label]) => (
            <Col span={12} key={code}>
              <Form.Item name={['names', code]} label={t(`deviceModels:field.${label}`)} required>
                <Input maxLength={DEVICE_MODEL_LIMITS.name} data-testid={`field-name-${code}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="orgId" label={t('deviceModels:field.customer')} extra={t('deviceModels:hint.customer')}>
          <OrgTreeSelect />
        </Form.Item>
        <Form.Item name="status" label={t('common:field.status')}>
          <DictRadio dict="sys_normal_disable" numeric />
        </Form.Item>
        <Divider titlePlacement="start" plain>
          {t('deviceModels:field.containers')}
        </Divider>
        <Typography.Paragraph type="secondary">{t('deviceModels:hint.containers')}</Typography.Paragraph>
        <Form.List name="containers">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.length > 0 && (
                <Row gutter={8} style={{ fontWeight: 500, marginBottom: 4 }}>
                  <Col span={4}>{t('deviceModels:field.containerNo')}</Col>
                  <Col span={10}>{t('deviceModels:field.materialCode')}</Col>
                  <Col span={8}>{t('deviceModels:field.capacity')}</Col>
                </Row>
              )}
              {fields.map((field) => (
                <Row gutter={8} key={field.key} data-testid={`container-${field.name}`}>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'containerNo']} style={{ marginBottom: 8 }}>
                      <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={10}>
                    <Form.Item name={[field.name, 'materialCode']} style={{ marginBottom: 8 }}>
                      <MaterialCodeSelect style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item name={[field.name, 'capacity']} style={{ marginBottom: 8 }}>
                      <InputNumber min={0} max={DEVICE_MODEL_LIMITS.capacityMax} precision={2} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Tooltip title={t('deviceModels:action.removeContainer')}>
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={t('deviceModels:action.removeContainer')}
                      />
                    </Tooltip>
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.length < DEVICE_MODEL_LIMITS.containers && (
                  <Button
                    type="dashed"
                    block
                    icon={<PlusOutlined />}
                    onClick={() => {
                      const list = (form.getFieldValue('containers') ?? []) as Array<{ containerNo?: number }>;
                      add({ containerNo: Math.max(0, ...list.map((c) => c.containerNo ?? 0)) + 1, capacity: 0 });
                    }}
                    data-testid="add-container"
                  >
                    {t('deviceModels:action.addContainer')}
                  </Button>
                )}
              </Space>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')} style={{ marginTop: 16 }}>
          <Input.TextArea rows={2} maxLength={DEVICE_MODEL_LIMITS.remark} showCount />
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
