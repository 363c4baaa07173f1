import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  DEVICE_SCOPES,
  HEALTH_CERT_MAX,
  ROLE_API,
  type RoleOption,
  TRAINING_CONTENT_MAX,
  USER_API,
  type UserDetail,
  type UserRow,
  userCreateSchema,
  userUpdateSchema,
} from '@vr/contracts';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { get, post, put } from '../../api/request';
import { DictRadio, FormDrawer, zodRule } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { ImageUpload } from '../../components/upload';
import { useAppStore } from '../../stores/app';

interface UserFormProps {
  user: UserRow | null;
  /** The organisation chosen in the tree: the default of a new account. */
  defaultOrgId?: number;
  onClose(): void;
  onSaved(): void;
}

/** Add/edit an account with every field of an account. */
export function UserForm({ user, defaultOrgId, onClose, onSaved }: UserFormProps) {
  const { t } = useTranslation(['user', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  const roles = useQuery({ queryKey: ['role-options', lang], queryFn: async () => (await get<RoleOption[]>(ROLE_API.options)).data ?? [] });
  const detail = useQuery({
    queryKey: ['user-detail', user?.userId],
    queryFn: async () => (await get<UserDetail>(USER_API.one(user!.userId))).data!,
    enabled: user !== null,
    gcTime: 0,
  });
  const schema = user ? userUpdateSchema : userCreateSchema;
  const rule = (name: string) => [zodRule(user ? userUpdateSchema : userCreateSchema, name, lang)];
  const deviceScope = Form.useWatch('deviceScope', form) as string | undefined;

  if (user && !detail.data) {
    return (
      <FormDrawer
        open
        title={t('common:form.editTitle', { name: t('user:name') })}
        form={form}
        schema={schema}
        onClose={onClose}
        onSubmit={async () => undefined}
      >
        {detail.isError ? <Alert type="error" showIcon title={(detail.error as Error).message} /> : <Skeleton active />}
      </FormDrawer>
    );
  }
  const initial = detail.data
    ? { ...detail.data }
    : { orgId: defaultOrgId, status: 0, deviceScope: DEVICE_SCOPES.ALL, roleIds: [], healthCertificates: [], trainings: [] };

  return (
    <FormDrawer
      open
      size={760}
      title={user ? t('common:form.editTitle', { name: t('user:name') }) : t('common:form.addTitle', { name: t('user:name') })}
      form={form}
      schema={schema}
      initialValues={initial}
      hiddenValues={user ? { userId: user.userId } : {}}
      onClose={onClose}
      onSubmit={async (values) => {
        if (user) await put(USER_API.base, values);
        else await post(USER_API.base, values);
        onSaved();
      }}
    >
      <Row gutter={16}>
        {!user && (
          <>
            <Col span={12}>
              <Form.Item name="username" label={t('user:field.username')} required rules={rule('username')}>
                <Input autoComplete="off" data-testid="field-username" />
              </Form.Item>
            </Col>
            <Col span={12} />
            <Col span={12}>
              <Form.Item name="password" label={t('user:field.password')} required rules={rule('password')}>
                <Input.Password autoComplete="new-password" data-testid="field-password" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="confirmPassword" label={t('user:field.confirmPassword')} required>
                <Input.Password autoComplete="new-password" data-testid="field-confirmPassword" />
              </Form.Item>
            </Col>
          </>
        )}
        {user && (
          <Col span={12}>
            <Form.Item label={t('user:field.username')}>
              <Input value={user.username ?? t('user:notBound')} disabled />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="employeeName" label={t('user:field.employeeName')} required rules={rule('employeeName')}>
            <Input data-testid="field-employeeName" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orgId" label={t('user:field.orgId')} required rules={rule('orgId')}>
            <OrgTreeSelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="clientId" label={t('user:field.clientId')} extra={t('user:hint.clientId')}>
            <OrgTreeSelect allowClear />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="roleIds" label={t('user:field.roleIds')} required rules={rule('roleIds')}>
            <Select
              mode="multiple"
              loading={roles.isFetching}
              options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
              optionFilterProp="label"
              data-testid="field-roleIds"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="position" label={t('user:field.position')} rules={rule('position')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="gender" label={t('user:field.gender')}>
            <DictRadio dict="sys_user_sex" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label={t('user:field.phone')} rules={rule('phone')}>
            <Input data-testid="field-phone" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t('user:field.email')} rules={rule('email')}>
            <Input data-testid="field-email" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictRadio dict="sys_normal_disable" numeric disabled={user?.builtInAdmin} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="deviceScope"
            label={t('user:field.deviceScope')}
            extra={deviceScope === DEVICE_SCOPES.SELECTED ? t('user:hint.selectedDevices') : undefined}
          >
            <Radio.Group
              options={[
                { value: DEVICE_SCOPES.ALL, label: t('user:device.all') },
                { value: DEVICE_SCOPES.SELECTED, label: t('user:device.selected') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="healthCertificates" label={t('user:field.healthCertificates')} extra={t('user:hint.healthCertificates')}>
            <ImageUpload use="healthCertificate" multiple maxCount={HEALTH_CERT_MAX} showHint={false} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('user:field.trainings')}>
            <Form.List name="trainings">
              {(fields, { add, remove }) => (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {fields.map((field) => (
                    <Card
                      key={field.key}
                      size="small"
                      extra={
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                          aria-label={t('common:action.delete')}
                        />
                      }
                    >
                      <Row gutter={12}>
                        <Col span={14}>
                          <Form.Item name={[field.name, 'name']} label={t('user:field.trainingName')} required>
                            <Input maxLength={50} />
                          </Form.Item>
                        </Col>
                        <Col span={10}>
                          <Form.Item name={[field.name, 'time']} label={t('user:field.trainingTime')} required>
                            <Input type="date" />
                          </Form.Item>
                        </Col>
                        <Col span={24}>
                          <Form.Item name={[field.name, 'content']} label={t('user:field.trainingContent')}>
                            <Input.TextArea rows={2} showCount maxLength={TRAINING_CONTENT_MAX} />
                          </Form.Item>
                        </Col>
                      </Row>
                    </Card>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', content: '', time: '' })} block>
                    {t('user:action.addTraining')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('common:field.remark')} rules={rule('remark')}>
            <Input.TextArea rows={2} showCount maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
