import { deviceSaveSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect, type SchemaItemOptions, useSchemaItems } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { usePointOptions } from '../../points';
import { deviceApi } from '../list/api';
import { deviceLabels } from '../list/labels';

const CELL = { xs: 24, md: 12, xl: 8 };
const WIDE = { style: { width: '100%' } };

type Choice = { id: number; name: string; code?: string | null };
const choices = (rows: Choice[] = []) => rows.map((r) => ({ value: r.id, label: r.code ? `${r.name} (${r.code})` : r.name }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

/** Every field of a device, in sections; points, partitions and routes are those of the chosen customer (`orgId`). */
export function DeviceFields({ orgId }: { orgId: number | undefined }) {
  const { t } = useTranslation(['devices', 'common']);
  const item = useSchemaItems(deviceSaveSchema, 'devices');
  const labels = deviceLabels(t);
  const options = useQuery({ queryKey: ['device-options'], queryFn: deviceApi.options });
  // Points, partitions and routes of the chosen customer only (the server refuses any other).
  const siteOptions = usePointOptions('site', { customerOf: orgId }, !!orgId);
  const zoneOptions = usePointOptions('zone', { customerOf: orgId }, !!orgId);
  const routeOptions = usePointOptions('route', { customerOf: orgId }, !!orgId);
  const pointChoices = (query: { data?: Choice[] }) => (orgId ? choices(query.data) : []);
  /** A field in a cell of the grid. */
  const cell = (name: string, input: ReactNode, options?: SchemaItemOptions) => item(name, input, { col: CELL, ...options });
  /** A field the schema leaves to the server, in a cell. */
  const free = (name: string, label: string, input: ReactNode, options?: SchemaItemOptions) =>
    cell(name, input, { label, check: false, ...options });
  const pointSelect = (name: string, label: string, query: { data?: Choice[] }, more?: object) =>
    free(
      name,
      label,
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={pointChoices(query)} {...more} disabled={!orgId} />,
    );

  return (
    <>
      <Section title={t('devices:section.identity')}>
        {cell('deviceCode', <Input maxLength={50} data-testid="field-deviceCode" />, { required: true })}
        {cell('nameplateNo', <Input maxLength={50} data-testid="field-nameplateNo" />)}
        {cell('dtuCode', <Input maxLength={50} data-testid="field-dtuCode" />)}
        {cell('name', <Input maxLength={100} data-testid="field-name" />)}
      </Section>
      <Section title={t('devices:section.placement')}>
        {cell('orgId', <OrgTreeSelect />, { label: 'customer', required: true })}
        {free(
          'modelId',
          'model',
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(options.data?.models ?? []).map((m) => ({ value: m.id, label: `${m.name ?? m.code} (${m.code})` }))}
          />,
        )}
        {free('status', 'status', <Select options={[0, 1, 2].map((v) => ({ value: v, label: labels.status[v] }))} />, { required: true })}
        {pointSelect('siteId', 'site', siteOptions, { loading: siteOptions.isFetching, 'data-testid': 'field-siteId' })}
        {pointSelect('zoneId', 'zone', zoneOptions)}
        {pointSelect('routeId', 'route', routeOptions)}
      </Section>
      <Section title={t('devices:section.commercial')}>
        {free('deployedAt', 'deployedAt', <DatePicker showTime {...WIDE} format="YYYY-MM-DD HH:mm:ss" />)}
        {free('warrantyUntil', 'warrantyUntil', <DatePicker {...WIDE} format="YYYY-MM-DD" />)}
        {free('softwareExpiresAt', 'softwareExpiresAt', <DatePicker {...WIDE} format="YYYY-MM-DD" />)}
        {cell('rent', <InputNumber min={0} precision={2} {...WIDE} />)}
        {free(
          'cooperationMode',
          'cooperationMode',
          <Select allowClear options={[1, 2, 3, 4].map((v) => ({ value: v, label: labels.cooperation[v] }))} />,
        )}
        {cell('cartLimit', <InputNumber min={1} max={999} precision={0} {...WIDE} />)}
        {cell('minOrderAmount', <InputNumber min={0} precision={2} {...WIDE} />)}
        {cell('businessHours', <Input placeholder={t('devices:placeholder.businessHours')} data-testid="field-businessHours" />)}
      </Section>
      <Section title={t('devices:section.location')}>
        {cell('country', <Input maxLength={50} />)}
        {cell('province', <Input maxLength={50} />)}
        {cell('city', <Input maxLength={50} />)}
        {cell('district', <Input maxLength={50} />)}
        {cell('address', <Input maxLength={200} />)}
        {cell('scenario', <DictSelect dict="site_scenario" />)}
        {cell('lng', <InputNumber min={-180} max={180} precision={6} {...WIDE} />)}
        {cell('lat', <InputNumber min={-90} max={90} precision={6} {...WIDE} />)}
        {cell('fenceMeters', <InputNumber min={0} max={100000} precision={0} {...WIDE} />)}
      </Section>
      <Section title={t('devices:section.equipment')}>
        {cell('capacity', <InputNumber min={0} max={100000} precision={0} {...WIDE} />)}
        {free(
          'waterSource',
          'waterSource',
          <Select allowClear options={['tank', 'tap'].map((v) => ({ value: v, label: labels.water[v] }))} />,
        )}
        {cell('cameraNo', <Input maxLength={50} />)}
        {cell('labelPrinterNo', <Input maxLength={50} />)}
        {item('remark', <Input.TextArea maxLength={500} showCount rows={3} />, { col: { xs: 24 } })}
      </Section>
    </>
  );
}
