import { AimOutlined } from '@ant-design/icons';
import { POINT_LIMITS, siteSaveSchema } from '@vr/contracts';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, zodRule } from '../../../components/list-page';
import { DictSelect } from '../../../components/dict-tag';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { chainTo, fetchRegions, RegionCascader, RouteSelect, ZoneSelect } from '../components';

/** The fields of the point drawer: partition and route follow the customer, coordinates can come from the region. */
export function SiteFields() {
  const { t } = useTranslation(['points', 'common']);
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const rule = (name: string) => [zodRule(siteSaveSchema, name, lang)];
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
        <Form.Item name="zoneId" label={t('points:field.zone')} rules={rule('zoneId')} style={{ flex: 1 }}>
          <ZoneSelect orgId={formOrgId} onChange={() => form.setFieldsValue({ routeId: undefined })} />
        </Form.Item>
        <Form.Item name="routeId" label={t('points:field.route')} rules={rule('routeId')} style={{ flex: 1 }}>
          <RouteSelect orgId={formOrgId} zoneId={formZoneId} />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block style={{ gap: 12 }}>
        <Form.Item name="scenario" label={t('points:field.scenario')} rules={rule('scenario')} style={{ flex: 1 }}>
          <DictSelect dict="site_scenario" />
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
    </>
  );
}
