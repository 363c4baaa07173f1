import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CleanConfigSave,
  type ContainerRow,
  type CupLimitSave,
  type DeviceCommandView,
  type DeviceSettingView,
  type LocalPasswordSave,
  CUP_LIMIT_MODES,
  DEVICE_SETTINGS_API as API,
  WEEKDAYS,
  cleanConfigSaveSchema,
  containerSaveSchema,
  cupLimitSaveSchema,
  fieldLabel,
  localPasswordSaveSchema,
  maxStockSaveSchema,
} from '@vr/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../components/dict-tag';
import { useSchemaItems, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { type RemoteDevice, SettingDialog } from './SettingDialog';

export interface DialogProps {
  open: boolean;
  device: RemoteDevice;
  onClose(): void;
  onSent(command: DeviceCommandView): void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** A setting as the API names it: its dialog's title, `API.<setting>` reads it and `API.<setting>Save` sends it. */
const settingOf = (t: TFunction<'deviceRemote'>, setting: 'localPassword' | 'cleanConfig' | 'cupLimit') => ({
  title: t(`action.${setting}`),
  loadUrl: API[setting],
  saveUrl: API[`${setting}Save`],
});

export function LocalPasswordDialog(props: DialogProps) {
  const { t } = useTranslation('deviceRemote');
  const lang = useAppStore((s) => s.language);
  return (
    <SettingDialog<typeof localPasswordSaveSchema, DeviceSettingView<Omit<LocalPasswordSave, 'deviceId'>>>
      {...props}
      {...settingOf(t, 'localPassword')}
      schema={localPasswordSaveSchema}
      toInitial={(loaded) => ({ localPassword: loaded.value?.localPassword ?? '' })}
    >
      <Form.Item
        name="localPassword"
        label={fieldLabel('localPassword', lang)}
        required
        extra={t('password.help')}
        rules={[zodRule(localPasswordSaveSchema, 'localPassword', lang)]}
      >
        <Input maxLength={12} autoComplete="off" data-testid="local-password" />
      </Form.Item>
    </SettingDialog>
  );
}

export function CleanConfigDialog(props: DialogProps) {
  const { t } = useTranslation('deviceRemote');
  const item = useSchemaItems(cleanConfigSaveSchema, 'deviceRemote');
  return (
    <SettingDialog<typeof cleanConfigSaveSchema, DeviceSettingView<Omit<CleanConfigSave, 'deviceId'>>>
      {...props}
      {...settingOf(t, 'cleanConfig')}
      schema={cleanConfigSaveSchema}
      toInitial={(loaded) => ({ cleanWeekdays: [], cleanTimes: [], ...loaded.value })}
    >
      <Space size="large" wrap>
        {item('cleanCupCount', <InputNumber min={1} max={9999} precision={0} style={{ width: 200 }} data-testid="clean-cups" />, {
          label: 'deviceRemote:clean.cupCount',
        })}
        {item('cleanIdleMinutes', <InputNumber min={1} max={1440} precision={0} style={{ width: 200 }} />, {
          label: 'deviceRemote:clean.idleMinutes',
        })}
      </Space>
      <Form.Item noStyle>
        <div style={{ marginTop: -12, marginBottom: 12, color: 'rgba(0,0,0,0.45)' }}>{t('clean.triggerHelp')}</div>
      </Form.Item>
      <Form.Item name="cleanWeekdays" label={t('clean.weekdays')}>
        <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`clean.weekday.${d}`) }))} />
      </Form.Item>
      <Form.Item name="cleanTimes" label={t('clean.times')}>
        <Select
          mode="tags"
          placeholder={t('clean.timesPlaceholder')}
          options={HOURS.map((h) => ({ value: h, label: h }))}
          tokenSeparators={[',', ' ']}
        />
      </Form.Item>
    </SettingDialog>
  );
}

export function CupLimitDialog(props: DialogProps) {
  const { t } = useTranslation('deviceRemote');
  const item = useSchemaItems(cupLimitSaveSchema, 'deviceRemote');
  const [form] = Form.useForm();
  const mode = Form.useWatch('cupLimitMode', form) as CupLimitSave['cupLimitMode'] | undefined;
  return (
    <SettingDialog<typeof cupLimitSaveSchema, DeviceSettingView<Omit<CupLimitSave, 'deviceId'>>>
      {...props}
      {...settingOf(t, 'cupLimit')}
      schema={cupLimitSaveSchema}
      toInitial={(loaded) => ({ cupLimitMode: 'total', cupLimitValves: [], ...loaded.value })}
      form={form}
    >
      <Form.Item name="cupLimitMode" label={t('cupLimit.mode')} required>
        <Radio.Group optionType="button" options={CUP_LIMIT_MODES.map((m) => ({ value: m, label: t(`cupLimit.${m}`) }))} />
      </Form.Item>
      {mode !== 'perValve' ? (
        item('cupLimitTotal', <InputNumber min={0} precision={0} style={{ width: 200 }} />, {
          label: 'deviceRemote:cupLimit.totalCups',
          required: true,
        })
      ) : (
        <Form.List name="cupLimitValves">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'valveNo']} label={t('cupLimit.valve')} required>
                    <InputNumber min={1} max={99} precision={0} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'valveLimit']} label={t('cupLimit.cups')} required>
                    <InputNumber min={0} precision={0} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={t('cupLimit.remove')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ valveNo: fields.length + 1, valveLimit: 0 })}>
                {t('cupLimit.addValve')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      )}
    </SettingDialog>
  );
}

interface ContainersView {
  containers: ContainerRow[];
}

/** Containers' warning/alarm values (and max stock), or only the max stock. */
export function ContainersDialog(props: DialogProps & { mode: 'containers' | 'maxStock' }) {
  const { t } = useTranslation('deviceRemote');
  const materials = useDict('material');
  const [form] = Form.useForm();
  const stockOnly = props.mode === 'maxStock';
  const schema = stockOnly ? maxStockSaveSchema : containerSaveSchema;
  return (
    <SettingDialog<typeof schema, ContainersView>
      {...props}
      width={820}
      title={t(stockOnly ? 'action.maxStock' : 'action.containers')}
      schema={schema}
      loadUrl={API.containerDetail}
      saveUrl={stockOnly ? API.maxStockSave : API.containerSave}
      toInitial={(loaded) => ({
        containers: loaded.containers.map((c) =>
          stockOnly
            ? { containerNo: c.containerNo, maxStock: c.maxStock ?? 0 }
            : { containerNo: c.containerNo, warnValue: c.warnValue, alarmValue: c.alarmValue, maxStock: c.maxStock },
        ),
      })}
      header={(loaded) => (
        <Form.List name="containers">
          {(fields) => (
            <Table<{ key: number; name: number; row: ContainerRow | undefined }>
              size="small"
              pagination={false}
              rowKey="key"
              locale={{ emptyText: t('containers.empty') }}
              dataSource={fields.map((f, i) => ({ ...f, row: loaded.containers[i] }))}
              columns={[
                { title: t('containers.no'), render: (_, f) => f.row?.containerNo, width: 60 },
                { title: t('containers.material'), render: (_, f) => materials.labelOf(f.row?.materialCode) },
                { title: t('containers.level'), render: (_, f) => `${f.row?.level ?? '—'} / ${f.row?.capacity ?? '—'}` },
                ...(stockOnly
                  ? []
                  : [
                      {
                        title: t('containers.warnValue'),
                        render: (_: unknown, f: { name: number }) => (
                          <Form.Item name={[f.name, 'warnValue']} style={{ margin: 0 }}>
                            <InputNumber min={0} style={{ width: 110 }} />
                          </Form.Item>
                        ),
                      },
                      {
                        title: t('containers.alarmValue'),
                        render: (_: unknown, f: { name: number }) => (
                          <Form.Item name={[f.name, 'alarmValue']} style={{ margin: 0 }}>
                            <InputNumber min={0} style={{ width: 110 }} />
                          </Form.Item>
                        ),
                      },
                    ]),
                {
                  title: t('containers.maxStock'),
                  render: (_: unknown, f: { name: number }) => (
                    <Form.Item name={[f.name, 'maxStock']} style={{ margin: 0 }}>
                      <InputNumber min={0} max={65535} precision={0} style={{ width: 110 }} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
      )}
      form={form}
    >
      {null}
    </SettingDialog>
  );
}
