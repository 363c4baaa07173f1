import { AimOutlined, ImportOutlined } from '@ant-design/icons';
import { POINT_API, POINT_LIMITS, SITE_PERMS, type Site, siteSaveSchema } from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  AddButton,
  BatchDeleteButton,
  DictRadio,
  DictSelect,
  DictTag,
  ExportButton,
  FormDrawer,
  ImportDialog,
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
import { POINT_OPTIONS_KEY, RegionCascader, RouteSelect, ZoneSelect, useRegionMap } from '../components';

type Filters = { keyword?: string; orgId?: number; regionId?: number; zoneId?: number; routeId?: number; status?: number };

const SCENARIOS = ['office', 'campus', 'mall', 'station', 'street', 'school', 'hospital', 'other'] as const;

/** Points → Points: the sites where devices stand (region, map coordinates, partition, route), with import and export. */
export default function SitePage() {
  const { t } = useTranslation(['points', 'common']);
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<Site, Filters>({ key: 'point-site', url: POINT_API.siteList });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const { refetch } = query;
  const refresh = useCallback(() => {
    setSelected([]);
    refetch();
    void queryClient.invalidateQueries({ queryKey: [POINT_OPTIONS_KEY] });
  }, [refetch, queryClient]);
  const remove = useCallback((ids: Key[]) => post(POINT_API.siteDelete, { ids }), []);
  const confirmDelete = useDeleteAction({ remove, onDone: refresh });
  const rule = (name: string) => [zodRule(siteSaveSchema, name, lang)];
  const formOrgId = Form.useWatch('orgId', form) as number | undefined;
  const formZoneId = Form.useWatch('zoneId', form) as number | undefined;
  const searchOrgId = Form.useWatch('orgId', searchForm);
  const regions = useRegionMap();

  const scenarioText = useCallback(
    (v: string | null) =>
      v && (SCENARIOS as readonly string[]).includes(v) ? t(`points:scenario.${v as (typeof SCENARIOS)[number]}`) : (v ?? ''),
    [t],
  );

  const columns = useMemo<TableColumnsType<Site>>(
    () => [
      {
        title: t('points:field.siteName'),
        dataIndex: 'siteName',
        key: 'siteName',
        sorter: true,
        width: 180,
        ellipsis: true,
        fixed: 'left',
      },
      { title: t('points:field.siteCode'), dataIndex: 'siteCode', key: 'siteCode', sorter: true, width: 120 },
      { title: t('points:field.customer'), dataIndex: 'orgName', key: 'orgName', sorter: true, width: 160, ellipsis: true },
      {
        title: t('points:field.region'),
        key: 'city',
        sorter: true,
        width: 200,
        ellipsis: true,
        render: (_, r) => [r.province, r.city !== r.province ? r.city : null, r.district].filter(Boolean).join(' / '),
      },
      { title: t('points:field.address'), dataIndex: 'address', key: 'address', width: 200, ellipsis: true },
      {
        title: t('points:field.coordinates'),
        key: 'coordinates',
        width: 200,
        render: (_, r) =>
          r.lat !== null && r.lng !== null ? <Typography.Text type="secondary">{`${r.lat}, ${r.lng}`}</Typography.Text> : null,
      },
      { title: t('points:field.scenario'), dataIndex: 'scenario', key: 'scenario', width: 100, render: scenarioText },
      { title: t('points:field.zone'), dataIndex: 'zoneName', key: 'zoneName', sorter: true, width: 120, ellipsis: true },
      { title: t('points:field.route'), dataIndex: 'routeName', key: 'routeName', sorter: true, width: 120, ellipsis: true },
      {
        title: t('points:field.devices'),
        dataIndex: 'deviceCount',
        key: 'deviceCount',
        sorter: true,
        width: 90,
        align: 'right',
        render: (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : n),
      },
      { title: t('points:field.contact'), dataIndex: 'contact', key: 'contact', width: 100 },
      { title: t('points:field.phone'), dataIndex: 'phone', key: 'phone', width: 130 },
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
        width: 160,
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'edit', permission: SITE_PERMS.edit, onClick: () => setEditing(row) },
              { key: 'delete', permission: SITE_PERMS.remove, onClick: () => confirmDelete([row.id], row.siteName) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, scenarioText],
  );

  /** Fills the coordinates from the chosen region (the deepest one with coordinates). */
  const fillFromRegion = () => {
    const regionId = form.getFieldValue('regionId') as number | undefined;
    const find = (nodes: NonNullable<typeof regions.data>, trail: typeof nodes): typeof nodes | undefined => {
      for (const n of nodes) {
        if (n.id === regionId) return [...trail, n];
        const below = find(n.children, [...trail, n]);
        if (below) return below;
      }
      return undefined;
    };
    const path = regionId && regions.data ? find(regions.data, []) : undefined;
    const withCoords = path?.filter((n) => n.lat !== null && n.lng !== null).pop();
    if (withCoords) form.setFieldsValue({ lat: withCoords.lat, lng: withCoords.lng });
  };

  const current = editing && editing !== 'new' ? editing : null;
  const name = t('points:site.entity');
  const importUrl = searchOrgId ? `${POINT_API.siteImport}?orgId=${searchOrgId}` : POINT_API.siteImport;
  return (
    <ListPage
      testId="point-site-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="keyword" label={t('points:field.keyword')}>
            <Input allowClear data-testid="search-keyword" />
          </Form.Item>
          <Form.Item name="orgId" label={t('points:field.customer')}>
            <OrgTreeSelect style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="regionId" label={t('points:field.region')}>
            <RegionCascader style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="zoneId" label={t('points:field.zone')}>
            <ZoneSelect style={{ width: 180 }} orgId={searchOrgId} />
          </Form.Item>
          <Form.Item name="routeId" label={t('points:field.route')}>
            <RouteSelect style={{ width: 180 }} orgId={searchOrgId} />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric style={{ width: 120 }} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<Site, Filters>
        tableId="point-site"
        rowKey="id"
        query={query}
        columns={columns}
        scrollX={2000}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={SITE_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={SITE_PERMS.remove} selected={selected} onDelete={(ids) => confirmDelete(ids)} />
            <Authorized permission={SITE_PERMS.import}>
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="import-button">
                {t('common:action.import')}
              </Button>
            </Authorized>
            <ExportButton url={POINT_API.siteExport} params={query.exportParams} permission={SITE_PERMS.export} fileName="points" />
          </>
        }
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        name={t('points:site.importName')}
        url={importUrl}
        templateUrl={POINT_API.siteTemplate}
        templateName="points_template"
        maxRows={POINT_LIMITS.importMaxRows}
        onDone={refresh}
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name }) : t('common:form.addTitle', { name })}
        form={form}
        schema={siteSaveSchema}
        size={640}
        hiddenValues={current ? { id: current.id } : {}}
        initialValues={
          current
            ? {
                orgId: current.orgId,
                siteName: current.siteName,
                siteCode: current.siteCode ?? undefined,
                regionId: current.regionId ?? undefined,
                address: current.address ?? undefined,
                lng: current.lng ?? undefined,
                lat: current.lat ?? undefined,
                scenario: current.scenario ?? undefined,
                contact: current.contact ?? undefined,
                phone: current.phone ?? undefined,
                zoneId: current.zoneId ?? undefined,
                routeId: current.routeId ?? undefined,
                status: current.status,
                remark: current.remark ?? undefined,
              }
            : { status: 0, ...(searchOrgId ? { orgId: searchOrgId } : {}) }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await post(POINT_API.siteSave, values);
          refresh();
        }}
      >
        <Form.Item name="orgId" label={t('points:field.customer')} extra={t('points:hint.customer')}>
          <OrgTreeSelect onChange={() => form.setFieldsValue({ zoneId: undefined, routeId: undefined })} />
        </Form.Item>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="siteName" label={t('points:field.siteName')} required rules={rule('siteName')} style={{ flex: 2 }}>
            <Input count={{ show: true, max: POINT_LIMITS.siteName }} data-testid="field-siteName" />
          </Form.Item>
          <Form.Item name="siteCode" label={t('points:field.siteCode')} rules={rule('siteCode')} style={{ flex: 1 }}>
            <Input data-testid="field-siteCode" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="regionId" label={t('points:field.region')} rules={rule('regionId')}>
          <RegionCascader />
        </Form.Item>
        <Form.Item name="address" label={t('points:field.address')} rules={rule('address')}>
          <Input count={{ show: true, max: POINT_LIMITS.address }} data-testid="field-address" />
        </Form.Item>
        <Form.Item label={t('points:field.coordinates')} extra={t('points:hint.coordinates')} style={{ marginBottom: 8 }}>
          <Space wrap>
            <Form.Item name="lat" noStyle rules={rule('lat')}>
              <InputNumber
                min={-90}
                max={90}
                step={0.0001}
                precision={6}
                placeholder={t('points:field.lat')}
                style={{ width: 170 }}
                data-testid="field-lat"
              />
            </Form.Item>
            <Form.Item name="lng" noStyle rules={rule('lng')}>
              <InputNumber
                min={-180}
                max={180}
                step={0.0001}
                precision={6}
                placeholder={t('points:field.lng')}
                style={{ width: 170 }}
                data-testid="field-lng"
              />
            </Form.Item>
            <Button icon={<AimOutlined />} onClick={fillFromRegion}>
              {t('points:hint.useRegionCoordinates')}
            </Button>
          </Space>
        </Form.Item>
        {/* Field errors of lat/lng show here (noStyle items above have no message area). */}
        <Form.Item shouldUpdate noStyle>
          {() => {
            const errs = [...form.getFieldError('lat'), ...form.getFieldError('lng')];
            return errs.length ? <Typography.Text type="danger">{errs.join(' ')}</Typography.Text> : null;
          }}
        </Form.Item>
        <Space.Compact block style={{ gap: 12, marginTop: 8 }}>
          <Form.Item name="zoneId" label={t('points:field.zone')} rules={rule('zoneId')} style={{ flex: 1 }}>
            <ZoneSelect orgId={formOrgId} onChange={() => form.setFieldsValue({ routeId: undefined })} />
          </Form.Item>
          <Form.Item name="routeId" label={t('points:field.route')} rules={rule('routeId')} style={{ flex: 1 }}>
            <RouteSelect orgId={formOrgId} zoneId={formZoneId} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="scenario" label={t('points:field.scenario')} rules={rule('scenario')} style={{ flex: 1 }}>
            <Select allowClear options={SCENARIOS.map((s) => ({ value: s, label: t(`points:scenario.${s}`) }))} />
          </Form.Item>
          <Form.Item name="contact" label={t('points:field.contact')} rules={rule('contact')} style={{ flex: 1 }}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('points:field.phone')} rules={rule('phone')} style={{ flex: 1 }}>
            <Input data-testid="field-phone" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="status" label={t('common:field.status')}>
          <DictRadio dict="sys_normal_disable" numeric />
        </Form.Item>
        <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
          <Input.TextArea rows={2} maxLength={POINT_LIMITS.remark} showCount />
        </Form.Item>
      </FormDrawer>
    </ListPage>
  );
}
