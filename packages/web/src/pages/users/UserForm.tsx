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
import { get } from '../../api/request';
import { DictRadio, FormDrawer, rowDrawerProps, useSchemaItems } from '../../components/list-page';
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

const HALF = { span: 12 };
const WHOLE = { span: 24 };

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
  const item = useSchemaItems(schema, 'user');
  const deviceScope = Form.useWatch('deviceScope', form) as string | undefined;

  if (user && !detail.data) {
    return (
      <FormDrawer open entity={t('user:name')} editing form={form} schema={schema} onClose={onClose} onSubmit={async () => undefined}>
        {detail.isError ? <Alert type="error" showIcon title={(detail.error as Error).message} /> : <Skeleton active />}
      </FormDrawer>
    );
  }
  const initial = detail.data
    ? { ...detail.data }
    : { orgId: defaultOrgId, status: 0, deviceScope: DEVICE_SCOPES.ALL, roleIds: [], healthCertificates: [], trainings: [] };

  return (
    <FormDrawer
      {...rowDrawerProps({
        url: USER_API.base,
        row: user,
        entity: t('user:name'),
        size: 760,
        onClose,
        onSaved,
        form,
        schema,
        initialValues: initial,
        hiddenValues: user ? { userId: user.userId } : {},
      })}
    >
      <Row gutter={16}>
        {!user && (
          <>
            {item('username', <Input autoComplete="off" data-testid="field-username" />, { required: true, col: HALF })}
            <Col {...HALF} />
            {item('password', <Input.Password autoComplete="new-password" data-testid="field-password" />, { required: true, col: HALF })}
            {item('confirmPassword', <Input.Password autoComplete="new-password" data-testid="field-confirmPassword" />, {
              required: true,
              check: false,
              col: HALF,
            })}
          </>
        )}
        {user && (
          <Col span={12}>
            <Form.Item label={t('user:field.username')}>
              <Input value={user.username ?? t('user:notBound')} disabled />
            </Form.Item>
          </Col>
        )}
        {item('employeeName', <Input data-testid="field-employeeName" />, { required: true, col: HALF })}
        {item('orgId', <OrgTreeSelect />, { required: true, col: HALF })}
        {item('clientId', <OrgTreeSelect allowClear />, { hint: true, check: false, col: HALF })}
        {item(
          'roleIds',
          <Select
            mode="multiple"
            loading={roles.isFetching}
            options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
            optionFilterProp="label"
            data-testid="field-roleIds"
          />,
          { required: true, col: WHOLE },
        )}
        {item('position', <Input />, { col: HALF })}
        {item('gender', <DictRadio dict="sys_user_sex" />, { check: false, col: HALF })}
        {item('phone', <Input data-testid="field-phone" />, { col: HALF })}
        {item('email', <Input data-testid="field-email" />, { col: HALF })}
        {item('status', <DictRadio dict="sys_normal_disable" numeric disabled={user?.builtInAdmin} />, {
          label: 'common:field.status',
          check: false,
          col: HALF,
        })}
        {item(
          'deviceScope',
          <Radio.Group
            options={[
              { value: DEVICE_SCOPES.ALL, label: t('user:device.all') },
              { value: DEVICE_SCOPES.SELECTED, label: t('user:device.selected') },
            ]}
          />,
          { hint: deviceScope === DEVICE_SCOPES.SELECTED ? 'selectedDevices' : undefined, check: false, col: WHOLE },
        )}
        {item('healthCertificates', <ImageUpload use="healthCertificate" multiple maxCount={HEALTH_CERT_MAX} showHint={false} />, {
          hint: true,
          check: false,
          col: WHOLE,
        })}
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
        {item('remark', <Input.TextArea rows={2} showCount maxLength={500} />, { label: 'common:field.remark', col: WHOLE })}
      </Row>
    </FormDrawer>
  );
}
