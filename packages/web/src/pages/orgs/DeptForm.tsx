import { DEPT_KINDS, DEPT_NAME_MAX, DEPT_SORT_MAX, DEPT_SORT_MIN, STORE_TYPES, deptSchema } from '@vr/contracts';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, zodRule } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';

/** The fields of the department/store drawer: every field of a store or department. */
export function DeptFields({ unavailable, deviceCount }: { unavailable: ReadonlySet<number>; deviceCount: number | null }) {
  const { t } = useTranslation(['dept', 'common']);
  const lang = useAppStore((s) => s.language);
  const rule = (name: string) => [zodRule(deptSchema, name, lang)];
  const kind = Form.useWatch('kind') as string | undefined;
  const delivery = Form.useWatch('deliverySupport') as number | undefined;
  const half = { xs: 24, sm: 12 };
  const third = { xs: 24, sm: 8 };
  const money = (name: string, label: string, max?: number) => (
    <Form.Item name={name} label={label} rules={rule(name)}>
      <InputNumber min={0} max={max} precision={2} style={{ width: '100%' }} data-testid={`field-${name}`} />
    </Form.Item>
  );

  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('dept:section.basic')}
      </Divider>
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={t('dept:field.parent')} required rules={rule('parentId')}>
            <OrgTreeSelect allowClear={false} disabledIds={unavailable} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="kind" label={t('dept:field.kind')}>
            <Radio.Group options={DEPT_KINDS.map((k) => ({ value: k, label: t(`dept:kind.${k}`) }))} data-testid="field-kind" />
          </Form.Item>
        </Col>
        <Col {...half}>
          {kind === 'store' && (
            <Form.Item name="storeType" label={t('dept:field.storeType')}>
              <Select
                allowClear
                options={STORE_TYPES.map((v) => ({ value: v, label: t(`dept:storeType.${v}`) }))}
                data-testid="field-storeType"
              />
            </Form.Item>
          )}
        </Col>
        <Col {...half}>
          <Form.Item name="deptName" label={t('dept:field.deptName')} required rules={rule('deptName')}>
            <Input maxLength={DEPT_NAME_MAX + 10} showCount data-testid="field-deptName" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="orgCode" label={t('dept:field.code')} rules={rule('orgCode')}>
            <Input data-testid="field-orgCode" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="salesOrg" label={t('dept:field.salesOrg')} rules={rule('salesOrg')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="purchaseOrg" label={t('dept:field.purchaseOrg')} rules={rule('purchaseOrg')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="orderNum" label={t('dept:field.orderNum')} rules={rule('orderNum')} extra={t('dept:hint.orderNum')}>
            <InputNumber min={DEPT_SORT_MIN} max={DEPT_SORT_MAX} precision={0} style={{ width: '100%' }} data-testid="field-orderNum" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictRadio dict="sys_normal_disable" numeric />
          </Form.Item>
        </Col>
        {deviceCount !== null && (
          <Col {...half}>
            <Form.Item label={t('dept:field.deviceCount')}>
              <InputNumber value={deviceCount} disabled style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>

      <Divider titlePlacement="start" plain>
        {t('dept:section.contact')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="leader" label={t('dept:field.leader')} required rules={rule('leader')}>
            <Input data-testid="field-leader" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t('dept:field.phone')} rules={rule('phone')}>
            <Input data-testid="field-phone" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={t('dept:field.email')} rules={rule('email')}>
            <Input data-testid="field-email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="servicePhone" label={t('dept:field.servicePhone')} rules={rule('servicePhone')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain>
        {t('dept:section.location')}
      </Divider>
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="province" label={t('dept:field.province')} rules={rule('province')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="city" label={t('dept:field.city')} rules={rule('city')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="district" label={t('dept:field.district')} rules={rule('district')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('dept:field.address')} rules={rule('address')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain>
        {t('dept:section.delivery')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="businessHours" label={t('dept:field.businessHours')} rules={rule('businessHours')} extra={t('dept:hint.times')}>
            <Input placeholder="08:00-22:00" data-testid="field-businessHours" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="deliverySupport" label={t('dept:field.deliverySupport')}>
            <Radio.Group
              options={[
                { value: 1, label: t('dept:yes') },
                { value: 0, label: t('dept:no') },
              ]}
            />
          </Form.Item>
        </Col>
        {delivery === 1 && (
          <>
            <Col {...half}>
              <Form.Item name="deliveryRange" label={t('dept:field.deliveryRange')} rules={rule('deliveryRange')}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="deliveryTimes"
                label={t('dept:field.deliveryTimes')}
                rules={rule('deliveryTimes')}
                extra={t('dept:hint.times')}
              >
                <Input placeholder="10:00-14:00,17:00-21:00" />
              </Form.Item>
            </Col>
            <Col {...half}>{money('deliveryFee', t('dept:field.deliveryFee'))}</Col>
            <Col {...half}>{money('minOrderAmount', t('dept:field.minOrderAmount'))}</Col>
          </>
        )}
      </Row>

      <Divider titlePlacement="start" plain>
        {t('dept:section.finance')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>{money('deposit', t('dept:field.deposit'))}</Col>
        <Col {...half}>{money('commissionRate', t('dept:field.commissionRate'), 100)}</Col>
        <Col {...half}>
          <Form.Item name="franchiseeCode" label={t('dept:field.franchiseeCode')} rules={rule('franchiseeCode')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
