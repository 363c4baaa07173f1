import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTICE_API, NOTICE_LIMITS, NOTICE_PERMS, NOTICE_TYPES, type SysNotice, noticeSchema } from '@vr/contracts';
import { Button, Form, Input, Modal, Radio, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, post, put } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  FormDrawer,
  ListPage,
  feedback,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
  zodRule,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RichTextEditor, RichTextView } from '../../../components/rich-text';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';

type Filters = { noticeTitle?: string; noticeType?: string; status?: number; createBy?: string };

const typeColor = (type: string) => (type === 'announcement' ? 'orange' : 'blue');

/** System → Notices: write, publish or close notices addressed to organisations. */
export default function NoticePage() {
  const { t } = useTranslation(['notices', 'common']);
  const lang = useAppStore((s) => s.language);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<SysNotice, Filters>({ key: 'system-notice', url: NOTICE_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<SysNotice | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<SysNotice | null>(null);
  const { refetch } = query;
  const remove = useCallback((ids: Key[]) => del(`${NOTICE_API.base}/${ids.join(',')}`), []);
  const onDeleted = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove, onDone: onDeleted });
  const rule = (name: string) => [zodRule(noticeSchema, name, lang)];

  const typeOptions = NOTICE_TYPES.map((v) => ({ value: v, label: t(`notices:type.${v}`) }));
  const statusLabel = (v: number) => (v === 0 ? t('notices:status.published') : t('notices:status.closed'));
  const statusOptions = [0, 1].map((v) => ({ value: v, label: statusLabel(v) }));

  const columns = useMemo<TableColumnsType<SysNotice>>(
    () => [
      { title: t('notices:field.noticeTitle'), dataIndex: 'noticeTitle', key: 'noticeTitle', sorter: true, ellipsis: true, width: 240 },
      {
        title: t('notices:field.noticeType'),
        dataIndex: 'noticeType',
        key: 'noticeType',
        sorter: true,
        width: 120,
        render: (v: string) => <Tag color={typeColor(v)}>{t(`notices:type.${v as 'notice'}`)}</Tag>,
      },
      {
        title: t('notices:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 110,
        render: (v: number) => <Tag color={v === 0 ? 'green' : 'default'}>{statusLabel(v)}</Tag>,
      },
      {
        title: t('notices:field.targets'),
        key: 'targets',
        ellipsis: true,
        width: 220,
        render: (_, row) =>
          row.targets.length ? (
            row.targets.map((x) => x.orgName).join(', ')
          ) : (
            <Typography.Text type="secondary">{t('notices:everyone')}</Typography.Text>
          ),
      },
      { title: t('notices:field.createBy'), dataIndex: 'createBy', key: 'createBy', width: 140, ellipsis: true },
      {
        title: t('notices:field.createTime'),
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
        width: 220,
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'view', label: t('notices:preview'), icon: <EyeOutlined />, onClick: () => setPreviewing(row) },
              { key: 'edit', permission: NOTICE_PERMS.edit, onClick: () => setEditing(row) },
              { key: 'delete', permission: NOTICE_PERMS.remove, onClick: () => confirmDelete([row.noticeId], row.noticeTitle) },
            ]}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- statusLabel follows t
    [t, confirmDelete],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('notices:entity');
  return (
    <ListPage
      testId="notice-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="noticeTitle" label={t('notices:field.noticeTitle')}>
            <Input allowClear data-testid="search-noticeTitle" />
          </Form.Item>
          <Form.Item name="noticeType" label={t('notices:field.noticeType')}>
            <Select allowClear options={typeOptions} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="status" label={t('notices:field.status')}>
            <Select allowClear options={statusOptions} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="createBy" label={t('notices:field.createBy')}>
            <Input allowClear />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<SysNotice, Filters>
        tableId="system-notice"
        rowKey="noticeId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Authorized permission={NOTICE_PERMS.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-button">
                {t('common:action.add')}
              </Button>
            </Authorized>
            <Authorized permission={NOTICE_PERMS.remove}>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => (selected.length ? confirmDelete(selected) : feedback.warning(t('notices:selectData')))}
                data-testid="batch-delete"
              >
                {t('common:action.deleteSelected')}
              </Button>
            </Authorized>
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={noticeSchema}
        size={760}
        initialValues={
          current
            ? {
                noticeTitle: current.noticeTitle,
                noticeType: current.noticeType,
                status: current.status,
                orgIds: current.targets.map((x) => x.orgId),
                noticeContent: current.noticeContent ?? '',
              }
            : { noticeType: 'notice', status: 0, orgIds: [], noticeContent: '' }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (current) await put(NOTICE_API.base, { ...values, noticeId: current.noticeId });
          else await post(NOTICE_API.base, values);
          refetch();
        }}
      >
        <Form.Item name="noticeTitle" label={t('notices:field.noticeTitle')} required rules={rule('noticeTitle')}>
          <Input count={{ show: true, max: NOTICE_LIMITS.title }} data-testid="field-noticeTitle" />
        </Form.Item>
        <Form.Item name="noticeType" label={t('notices:field.noticeType')} required rules={rule('noticeType')}>
          <Radio.Group options={typeOptions} data-testid="field-noticeType" />
        </Form.Item>
        <Form.Item name="status" label={t('notices:field.status')} extra={t('notices:hint.status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
        <Form.Item name="orgIds" label={t('notices:field.targets')} extra={t('notices:hint.targets')}>
          <OrgTreeSelect multiple />
        </Form.Item>
        <Form.Item name="noticeContent" label={t('notices:field.noticeContent')} rules={rule('noticeContent')}>
          <RichTextEditor data-testid="field-noticeContent" />
        </Form.Item>
      </FormDrawer>
      <Modal
        open={previewing !== null}
        title={previewing?.noticeTitle}
        width={720}
        footer={null}
        onCancel={() => setPreviewing(null)}
        destroyOnHidden
      >
        {previewing && (
          <>
            <Typography.Paragraph type="secondary">
              <Tag color={typeColor(previewing.noticeType)}>{t(`notices:type.${previewing.noticeType}`)}</Tag>
              {previewing.createBy} · {formatDateTime(previewing.createTime)}
            </Typography.Paragraph>
            <RichTextView html={previewing.noticeContent} testId="notice-preview" />
          </>
        )}
      </Modal>
    </ListPage>
  );
}
