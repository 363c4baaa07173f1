import {
  type Envelope,
  type DeviceParams,
  type ParamsView,
  type RangedParamKey,
  COLD_WATER_KINDS,
  DEVICE_PARAM_RANGES,
  DEVICE_SETTINGS_API as API,
  Status,
  fieldLabel,
  paramsSaveSchema,
} from '@vr/contracts';
import { Alert, Button, Col, Divider, Form, InputNumber, Radio, Row, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { feedback, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/format';
import type { DialogProps } from './dialogs';
import { SettingDialog } from './SettingDialog';
import { COMMAND_POLL_MS } from './use-command-status';

/** The parameters by group, as the dialog lists them (ranges and decimals: `DEVICE_PARAM_RANGES`). */
const GROUPS: Record<string, RangedParamKey[]> = {
  temperature: ['hotWaterUpper', 'hotWaterLower', 'liquorUpper', 'liquorLower', 'coldWaterUpper', 'coldWaterLower'],
  compressor: ['compressorStart', 'compressorStop', 'compressorProtectionMinutes'],
  pump: ['pumpStartPressure', 'pumpStopPressure'],
  brewing: ['preBrewWaterMl', 'preBrewSeconds', 'stirringPercent'],
  other: ['flowIntervalSeconds', 'barrelCapacityMl', 'pulseEquivalent', 'lightStrip', 'cupSizeLabel'],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An answer that refuses but carries data (reading in progress, read failed, read timeout) as an envelope. */
async function settle<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RequestError && error.data !== undefined) {
      const result = typeof error.result === 'string' && error.result ? error.result : error.message;
      return { status: error.status ?? Status.BAD_REQUEST, result, data: error.data as T };
    }
    throw error;
  }
}

/** Parameters: read from the machine ("reading in progress" until its ack) and set, checked by the shared parameter rules. */
export function ParamsDialog(props: DialogProps) {
  const { t } = useTranslation('deviceRemote');
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm();
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [reported, setReported] = useState<{ values: DeviceParams; at: string | null } | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const read = async () => {
    setReading(true);
    setReadError(null);
    try {
      // Answers 601 "Reading in progress" with the pending command: still data, not an error.
      const started = await settle(post<ParamsView>(API.paramsRead, { deviceId: props.device.id }, { silent: true }));
      if (started.status !== Status.WARNING && started.status !== Status.SUCCESS) throw new Error(String(started.result ?? ''));
      const commandId = started.data?.command?.id;
      if (!commandId) throw new Error(String(started.result ?? ''));
      for (;;) {
        await sleep(COMMAND_POLL_MS);
        if (!alive.current) return;
        const res = await settle(get<ParamsView>(API.paramsReadResult, { deviceId: props.device.id, commandId }, { silent: true }));
        if (res.status === Status.WARNING) continue;
        if (res.status === Status.SUCCESS && res.data?.reported) {
          form.setFieldsValue(res.data.reported);
          setReported({ values: res.data.reported, at: res.data.reportedAt });
          feedback.success(t('params.readDone'));
        } else {
          setReadError(typeof res.result === 'string' ? res.result : t('status.failed'));
        }
        return;
      }
    } catch (error) {
      setReadError(error instanceof Error && error.message ? error.message : t('status.lost'));
    } finally {
      if (alive.current) setReading(false);
    }
  };

  return (
    <SettingDialog<typeof paramsSaveSchema, ParamsView>
      {...props}
      width={860}
      title={t('action.params')}
      schema={paramsSaveSchema}
      loadUrl={API.params}
      saveUrl={API.paramsSave}
      toInitial={(loaded) => ({ coldWaterKind: 'chilled', ...loaded.reported, ...loaded.value })}
      form={form}
      header={(loaded) => (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 8 }}>
          <Space wrap>
            <Button onClick={() => void read()} loading={reading} disabled={!props.device.online} data-testid="params-read">
              {reading ? t('params.reading') : t('params.read')}
            </Button>
            <Typography.Text type="secondary" data-testid="params-reported">
              {reported || loaded.reportedAt
                ? t('params.reported', { time: formatDateTime(reported?.at ?? loaded.reportedAt) })
                : t('params.neverRead')}
            </Typography.Text>
          </Space>
          {readError && <Alert type="error" showIcon title={readError} data-testid="params-read-error" />}
        </Space>
      )}
    >
      {Object.entries(GROUPS).map(([group, fields]) => (
        <div key={group}>
          <Divider titlePlacement="start" plain style={{ margin: '4px 0 8px' }}>
            {t(`params.groups.${group}` as 'params.groups.other')}
          </Divider>
          {group === 'temperature' && (
            <Form.Item name="coldWaterKind" label={t('params.coldWaterKind')}>
              <Radio.Group optionType="button" options={COLD_WATER_KINDS.map((k) => ({ value: k, label: t(`params.${k}`) }))} />
            </Form.Item>
          )}
          <Row gutter={16}>
            {fields.map((name) => {
              const { min, max, decimals } = DEVICE_PARAM_RANGES[name];
              return (
                <Col key={name} xs={24} sm={12} md={8}>
                  <Form.Item name={name} label={fieldLabel(name, lang)} rules={[zodRule(paramsSaveSchema, name, lang)]}>
                    <InputNumber
                      style={{ width: '100%' }}
                      placeholder={`${min} – ${max}`}
                      precision={decimals}
                      step={decimals ? 10 ** -decimals : 1}
                      data-testid={`param-${name}`}
                    />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </div>
      ))}
    </SettingDialog>
  );
}
