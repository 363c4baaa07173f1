import { DeleteOutlined, MailOutlined, PhoneOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { ALARM_KINDS, POINT_API, POINT_LIMITS, ZONE_PERMS, type Zone, type ZoneSaveInput, zoneSaveSchema } from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/request';
import {
  AddButton,
  BatchDeleteButton,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  feedback,
  useListQuery,
  zodRule,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';
import { POINT_OPTIONS_KEY, useCustomerAccounts } from '../components';

type Filters = { zoneName?: string; orgId?: number };

const KIND_COLORS: Record<string, string> = { fault: 'red', warning: 'orange', material: 'blue' };

/** Points → Partitions: a customer's zones and the people their alarms go to. */
export default function ZonePage() {
  const { t } = useTranslation(['points', 'common']);
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<Zone, Filters>({ key: 'point-zone', url: POINT_API.zoneList });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Zone | 'new' | null>(null);
  const { refetch } = query;
  const refresh = useCallback(() => {
    setSelected([]);
    refetch();
    void queryClient.invalidateQueries({ queryKey: [POINT_OPTIONS_KEY] });
  }, [refetch, queryClient]);
  const rule = (name: string) => [zodRule(zoneSaveSchema, name, lang)];
  const formOrgId = Form.useWatch('orgId', form) as number | undefined;
  const accounts = useCustomerAccounts(formOrgId);

  /** Spec §8: the confirmation says the alarm recipients go too. */
  const confirmDelete = useCallback(
    (zones: Zone[]) => {
      if (!zones.length) return;
      const recipients = zones.reduce((n, z) => n + z.recipients.length, 0);
      feedback.confirm({
        title: t('common:confirm.title'),
        content:
          zones.length === 1
            ? t('points:zone.deleteConfirm', { name: zones[0]!.zoneName, count: recipients })
            : t('points:zone.deleteManyConfirm', { count: zones.length }),
        okText: t('common:action.delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as never,
        cancelText: t('common:action.cancel'),
        onOk: async () => {
          try {
            const answer = await post<{ deleted: number; recipients: number }>(POINT_API.zoneDelete, { ids: zones.map((z) => z.id) });
            feedback.success(t('points:zone.deleted', { count: answer.data?.recipients ?? 0 }));
            refresh();
          } catch {
            // shown by the request wrapper
          }
        },
      });
    },
    [t, refresh],
  );

  const kindTag = useCallback(
    (kind: string) => (
      <Tag key={kind} color={KIND_COLORS[kind]} style={{ marginInlineEnd: 2 }}>
        {t(`points:alarmKind.${kind as (typeof ALARM_KINDS)[number]}`)}
      </Tag>
    ),
    [t],
  );

  const columns = useMemo<TableColumnsType<Zone>>(
    () => [
      { title: t('points:field.zoneName'), dataIndex: 'zoneName', key: 'zoneName', sorter: true, width: 160, ellipsis: true },
      { title: t('points:field.customer'), dataIndex: 'orgName', key: 'orgName', sorter: true, width: 160, ellipsis: true },
      {
        title: t('points:field.recipients'),
        key: 'recipients',
        width: 360,
        render: (_, z) => (
          <Space orientation="vertical" size={2}>
            {z.recipients.map((r) => (
              <span key={r.id}>
                {r.userId ? <UserOutlined style={{ marginInlineEnd: 4 }} /> : null}
                <Typography.Text strong>{r.recipientName}</Typography.Text>{' '}
                <Typography.Text type="secondary">{[r.phone, r.email].filter(Boolean).join(' · ')}</Typography.Text>{' '}
                {r.alarmKinds.map(kindTag)}
              </span>
            ))}
          </Space>
        ),
      },
      { title: t('points:field.points'), dataIndex: 'siteCount', key: 'siteCount', sorter: true, width: 90, align: 'right' },
      { title: t('points:field.routes'), dataIndex: 'routeCount', key: 'routeCount', width: 90, align: 'right' },
      { title: t('common:field.remark'), dataIndex: 'remark', key: 'remark', width: 180, ellipsis: true },
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
        width: 160,
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'edit', permission: ZONE_PERMS.edit, onClick: () => setEditing(row) },
              { key: 'delete', permission: ZONE_PERMS.remove, onClick: () => confirmDelete([row]) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, kindTag],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('points:zone.entity');
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.employeeName} (${a.username})` }));
  const kindOptions = ALARM_KINDS.map((k) => ({ value: k, label: t(`points:alarmKind.${k}`) }));
  const initialRecipients: ZoneSaveInput['recipients'] = current
    ? current.recipients.map((r) => ({
        userId: r.userId ?? undefined,
        recipientName: r.recipientName,
        phone: r.phone ?? undefined,
        email: r.email ?? undefined,
        alarmKinds: r.alarmKinds,
      }))
    : [];

  /** Picking an account fills the blanks of its row from the account. */
  const pickAccount = (index: number, id: number | undefined) => {
    const account = accounts.data?.find((a) => a.id === id);
    if (!account) return;
    const path = ['recipients', index];
    const row = (form.getFieldValue(path) ?? {}) as Record<string, unknown>;
    form.setFieldValue(path, {
      ...row,
      userId: id,
      recipientName: row.recipientName || account.employeeName,
      phone: row.phone || account.phone || undefined,
      email: row.email || account.email || undefined,
    });
  };

  return (
    <ListPage
      testId="point-zone-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="zoneName" label={t('points:field.zoneName')}>
            <Input allowClear data-testid="search-zoneName" />
          </Form.Item>
          <Form.Item name="orgId" label={t('points:field.customer')}>
            <OrgTreeSelect style={{ width: 220 }} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<Zone, Filters>
        tableId="point-zone"
        rowKey="id"
        query={query}
        columns={columns}
        scrollX={1300}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={ZONE_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton
              permission={ZONE_PERMS.remove}
              selected={selected}
              onDelete={(ids) => confirmDelete(query.rows.filter((z) => ids.includes(z.id)))}
            />
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={zoneSaveSchema}
        size={720}
        hiddenValues={current ? { id: current.id } : {}}
        initialValues={
          current
            ? { orgId: current.orgId, zoneName: current.zoneName, remark: current.remark ?? undefined, recipients: initialRecipients }
            : { recipients: [] }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await post(POINT_API.zoneSave, values);
          refresh();
        }}
      >
        <Form.Item name="orgId" label={t('points:field.customer')} extra={t('points:hint.customer')}>
          <OrgTreeSelect disabled={!!current && (current.siteCount > 0 || current.routeCount > 0)} />
        </Form.Item>
        <Form.Item name="zoneName" label={t('points:field.zoneName')} required rules={rule('zoneName')}>
          <Input count={{ show: true, max: POINT_LIMITS.zoneName }} data-testid="field-zoneName" />
        </Form.Item>
        <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
          <Input.TextArea rows={2} maxLength={POINT_LIMITS.remark} showCount />
        </Form.Item>
        <Form.Item label={t('points:field.recipients')} extra={t('points:hint.recipients', { max: POINT_LIMITS.recipients })}>
          <Form.List name="recipients">
            {(fields, { add, remove }, { errors }) => (
              <Space orientation="vertical" style={{ width: '100%' }} size={8}>
                {fields.map((field) => (
                  <Card key={field.key} size="small" data-testid={`recipient-${field.name}`}>
                    <Row gutter={12}>
                      <Col span={8}>
                        <Form.Item name={[field.name, 'userId']} label={t('points:field.recipientAccount')} style={{ marginBottom: 8 }}>
                          <Select
                            allowClear
                            showSearch={{ optionFilterProp: 'label' }}
                            placeholder={t('points:hint.recipientAccount')}
                            options={accountOptions}
                            loading={accounts.isLoading}
                            onChange={(id: number | undefined) => pickAccount(field.name, id)}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={7}>
                        <Form.Item
                          name={[field.name, 'recipientName']}
                          label={t('points:field.recipientName')}
                          required
                          style={{ marginBottom: 8 }}
                        >
                          <Input maxLength={POINT_LIMITS.recipientName} data-testid={`recipient-${field.name}-name`} />
                        </Form.Item>
                      </Col>
                      <Col span={8}>
                        <Form.Item name={[field.name, 'phone']} label={t('points:field.phone')} style={{ marginBottom: 8 }}>
                          <Input prefix={<PhoneOutlined />} data-testid={`recipient-${field.name}-phone`} />
                        </Form.Item>
                      </Col>
                      <Col span={1}>
                        <Tooltip title={t('points:action.removeRecipient')}>
                          <Button
                            danger
                            type="text"
                            icon={<DeleteOutlined />}
                            onClick={() => remove(field.name)}
                            aria-label={t('points:action.removeRecipient')}
                            style={{ marginTop: 30 }}
                          />
                        </Tooltip>
                      </Col>
                      <Col span={8}>
                        <Form.Item name={[field.name, 'email']} label={t('points:field.email')} style={{ marginBottom: 0 }}>
                          <Input prefix={<MailOutlined />} />
                        </Form.Item>
                      </Col>
                      <Col span={15}>
                        <Form.Item
                          name={[field.name, 'alarmKinds']}
                          label={t('points:field.alarmKinds')}
                          required
                          style={{ marginBottom: 0 }}
                        >
                          <Checkbox.Group options={kindOptions} />
                        </Form.Item>
                      </Col>
                    </Row>
                  </Card>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < POINT_LIMITS.recipients && (
                  <Button
                    type="dashed"
                    block
                    icon={<PlusOutlined />}
                    onClick={() => add({ alarmKinds: [...ALARM_KINDS] })}
                    data-testid="add-recipient"
                  >
                    {t('points:action.addRecipient')}
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
