import { MONITOR_API, type MqttInfo } from '@vr/contracts';
import { Alert, Col, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailsCard, Figures, type PolledTabProps, TabBody, TrendCard, Waiting, usePolled } from './parts';

/** The MQTT broker: mode, connected devices, message rate and its trend, pending commands. */
export function MqttTab(props: PolledTabProps) {
  const { t } = useTranslation('monitor');
  const { data: m, history, error, isLoading } = usePolled<MqttInfo>('mqtt', MONITOR_API.mqtt, props);
  if (isLoading || !m) return <Waiting error={error} />;
  return (
    <TabBody
      testId="monitor-mqtt"
      error={error}
      note={m.mode === 'disabled' ? <Alert type="warning" showIcon title={t('mqtt.disabledHint')} style={{ marginBottom: 12 }} /> : null}
    >
      <Figures
        card
        col={{ xs: 12, md: 6 }}
        items={[
          { title: t('mqtt.mode'), value: t(`mqtt.modes.${m.mode}`) },
          { title: t('mqtt.devices'), value: m.connectedDevices },
          { title: t('mqtt.rate'), value: m.messagesPerSecond, precision: 1 },
          { title: t('mqtt.total'), value: m.messagesTotal },
        ]}
      />
      <TrendCard
        testId="chart-mqtt-rate"
        title={t('mqtt.chartRate')}
        history={history}
        lines={[[t('mqtt.rate'), (v) => v.messagesPerSecond]]}
      />
      <TrendCard title={t('mqtt.chartDevices')} history={history} lines={[[t('mqtt.devices'), (v) => v.connectedDevices]]} />
      <Col xs={24}>
        <DetailsCard
          column={1}
          items={[
            { label: t('mqtt.pending'), children: m.pendingCommands },
            { label: t('mqtt.endpoints'), children: m.endpoints.length ? m.endpoints.map((e) => <Tag key={e}>{e}</Tag>) : '—' },
          ]}
        />
      </Col>
    </TabBody>
  );
}
