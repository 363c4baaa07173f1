import { POINT_API, POINT_LIMITS, ROUTE_PERMS, type Route, routeSaveSchema } from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, type TableColumnsType } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../../api/request';
import {
  AddButton,
  BatchDeleteButton,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
  zodRule,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';
import { POINT_OPTIONS_KEY, ZoneSelect, useCustomerAccounts, usePointOptions } from '../components';

type Filters = { routeName?: string; orgId?: number; zoneId?: number };

/** Points → Routes: replenishment/maintenance lines through a customer's points. */
export default function RoutePage() {
  const { t } = useTranslation(['points', 'common']);
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<Route, Filters>({ key: 'point-route', url: POINT_API.routeList });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<(Route & { siteIds: number[] }) | 'new' | null>(null);
  const { refetch } = query;
  const refresh = useCallback(() => {
    setSelected([]);
    refetch();
    void queryClient.invalidateQueries({ queryKey: [POINT_OPTIONS_KEY] });
  }, [refetch, queryClient]);
  const remove = useCallback((ids: Key[]) => post(POINT_API.routeDelete, { ids }), []);
  const confirmDelete = useDeleteAction({ remove, onDone: refresh });
  const rule = (name: string) => [zodRule(routeSaveSchema, name, lang)];
  const searchOrgId = Form.useWatch('orgId', searchForm);
  const formOrgId = Form.useWatch('orgId', form) as number | undefined;
  const accounts = useCustomerAccounts(formOrgId);
  const siteOptions = usePointOptions('site', { orgId: formOrgId });

  /** Editing needs the route's points: read the detail first. */
  const edit = useCallback(async (row: Route) => {
    const detail = await get<Route>(POINT_API.routeDetail, { id: row.id });
    const route = detail.data ?? row;
    setEditing({ ...route, siteIds: (route.sites ?? []).map((s) => s.id) });
  }, []);

  const columns = useMemo<TableColumnsType<Route>>(
    () => [
      { title: t('points:field.routeName'), dataIndex: 'routeName', key: 'routeName', sorter: true, width: 180, ellipsis: true },
      { title: t('points:field.customer'), dataIndex: 'orgName', key: 'orgName', sorter: true, width: 160, ellipsis: true },
      { title: t('points:field.zone'), dataIndex: 'zoneName', key: 'zoneName', sorter: true, width: 140 },
      { title: t('points:field.maintainer'), dataIndex: 'maintainerName', key: 'maintainerName', width: 140 },
      { title: t('points:field.points'), dataIndex: 'siteCount', key: 'siteCount', sorter: true, width: 90, align: 'right' },
      { title: t('common:field.remark'), dataIndex: 'remark', key: 'remark', width: 200, ellipsis: true },
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
              { key: 'edit', permission: ROUTE_PERMS.edit, onClick: () => void edit(row).catch(() => undefined) },
              { key: 'delete', permission: ROUTE_PERMS.remove, onClick: () => confirmDelete([row.id], row.routeName) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, edit],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('points:route.entity');
  return (
    <ListPage
      testId="point-route-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="routeName" label={t('points:field.routeName')}>
            <Input allowClear data-testid="search-routeName" />
          </Form.Item>
          <Form.Item name="orgId" label={t('points:field.customer')}>
            <OrgTreeSelect style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="zoneId" label={t('points:field.zone')}>
            <ZoneSelect style={{ width: 180 }} orgId={searchOrgId} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<Route, Filters>
        tableId="point-route"
        rowKey="id"
        scrollX={1200}
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={ROUTE_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={ROUTE_PERMS.remove} selected={selected} onDelete={(ids) => confirmDelete(ids)} />
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={routeSaveSchema}
        hiddenValues={current ? { id: current.id } : {}}
        initialValues={
          current
            ? {
                orgId: current.orgId,
                routeName: current.routeName,
                zoneId: current.zoneId ?? undefined,
                maintainerId: current.maintainerId ?? undefined,
                remark: current.remark ?? undefined,
                siteIds: current.siteIds,
              }
            : { siteIds: [] }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await post(POINT_API.routeSave, values);
          refresh();
        }}
      >
        <Form.Item name="orgId" label={t('points:field.customer')} extra={t('points:hint.customer')}>
          <OrgTreeSelect onChange={() => form.setFieldsValue({ zoneId: undefined, maintainerId: undefined, siteIds: [] })} />
        </Form.Item>
        <Form.Item name="routeName" label={t('points:field.routeName')} required rules={rule('routeName')}>
          <Input count={{ show: true, max: POINT_LIMITS.routeName }} data-testid="field-routeName" />
        </Form.Item>
        <Form.Item name="zoneId" label={t('points:field.zone')} rules={rule('zoneId')}>
          <ZoneSelect orgId={formOrgId} />
        </Form.Item>
        <Form.Item name="maintainerId" label={t('points:field.maintainer')} rules={rule('maintainerId')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('points:select.account')}
            loading={accounts.isLoading}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.employeeName} (${a.username})` }))}
            data-testid="field-maintainer"
          />
        </Form.Item>
        <Form.Item name="siteIds" label={t('points:field.sitesOnRoute')} extra={t('points:hint.sitesOnRoute')} rules={rule('siteIds')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('points:select.site')}
            loading={siteOptions.isLoading}
            options={(siteOptions.data ?? []).map((s) => ({ value: s.id, label: s.code ? `${s.name} (${s.code})` : s.name }))}
            data-testid="field-siteIds"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
          <Input.TextArea rows={2} maxLength={POINT_LIMITS.remark} showCount />
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
