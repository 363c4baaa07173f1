import { AimOutlined } from '@ant-design/icons';
import { POINT_LIMITS, siteSaveSchema } from '@vr/contracts';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, useSchemaItems } from '../../../components/list-page';
import { DictSelect } from '../../../components/dict-tag';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { chainTo, CUSTOMER_ITEM, fetchRegions, RegionCascader, REMARK_INPUT, REMARK_ITEM, RouteSelect, ZoneSelect } from '../components';

const ONE_PART = { flex: 1 };

/** The fields of the point drawer: partition and route follow the customer, coordinates can come from the region. */
export function SiteFields() {
  const { t } = useTranslation(['points', 'common']);
  const form = Form.useFormInstance();
  const item = useSchemaItems(siteSaveSchema, 'points');
  /** Latitude or longitude: its own error shows under the pair (see below). */
  const coordinate = (name: 'lat' | 'lng', max: number) =>
    item(
      name,
      <InputNumber
        min={-max}
        max={max}
        step={0.0001}
        precision={6}
        placeholder={t(`points:field.${name}`)}
        style={{ width: 170 }}
        data-testid={`field-${name}`}
      />,
      { noStyle: true, label: false },
    );
  const formOrgId = Form.useWatch('orgId', form) as number | undefined;
  const formZoneId = Form.useWatch('zoneId', form) as number | undefined;

  /** Fills the coordinates from the chosen region (the deepest one with coordinates). */
  const fillFromRegion = async () => {
    const regionId = form.getFieldValue('regionId') as number | undefined;
    if (!regionId) return;
    const path = chainTo(await fetchRegions({ openTo: regionId }), regionId);
    const withCoords = path.filter((n) => n.lat !== null && n.lng !== null).pop();
    if (withCoords) form.setFieldsValue({ lat: withCoords.lat, lng: withCoords.lng });
  };

  return (
    <>
      {item('orgId', <OrgTreeSelect onChange={() => form.setFieldsValue({ zoneId: undefined, routeId: undefined })} />, CUSTOMER_ITEM)}
      <Space.Compact block style={{ gap: 12 }}>
        {item('siteName', <Input count={{ show: true, max: POINT_LIMITS.siteName }} data-testid="field-siteName" />, {
          required: true,
          style: { flex: 2 },
        })}
        {item('siteCode', <Input data-testid="field-siteCode" />, { style: ONE_PART })}
      </Space.Compact>
      {item('regionId', <RegionCascader />, { label: 'region' })}
      {item('address', <Input count={{ show: true, max: POINT_LIMITS.address }} data-testid="field-address" />)}
      <Form.Item label={t('points:field.coordinates')} extra={t('points:hint.coordinates')} style={{ marginBottom: 8 }}>
        <Space wrap>
          {coordinate('lat', 90)}
          {coordinate('lng', 180)}
          <Button icon={<AimOutlined />} onClick={() => void fillFromRegion()}>
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
        {item('zoneId', <ZoneSelect orgId={formOrgId} onChange={() => form.setFieldsValue({ routeId: undefined })} />, {
          label: 'zone',
          style: ONE_PART,
        })}
        {item('routeId', <RouteSelect orgId={formOrgId} zoneId={formZoneId} />, { label: 'route', style: ONE_PART })}
      </Space.Compact>
      <Space.Compact block style={{ gap: 12 }}>
        {item('scenario', <DictSelect dict="site_scenario" />, { style: ONE_PART })}
        {item('contact', <Input />, { style: ONE_PART })}
        {item('phone', <Input data-testid="field-phone" />, { style: ONE_PART })}
      </Space.Compact>
      {item('status', <DictRadio dict="sys_normal_disable" numeric />, { label: 'common:field.status', check: false })}
      {item('remark', REMARK_INPUT, REMARK_ITEM)}
    </>
  );
}
