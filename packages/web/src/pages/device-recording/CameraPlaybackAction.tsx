import { VideoCameraOutlined } from '@ant-design/icons';
import {
  ACTIVE_RECORDING_STATES,
  DEVICE_RECORDING_PERMS,
  type RecordingRow,
  type RecordingState,
  recordingRequestSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Form, Grid, Modal, Progress, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionCheck } from '../../components/authorized/use-permission';
import { useFormSubmit } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { DATE_TIME_FORMAT, formatDateTimeIn } from '../../utils/format';
import { recordingApi } from './api';

export interface PlaybackMachine {
  id: number;
  deviceCode: string;
  /** Its camera number; machines without one have no playback. */
  cameraNo: string | null;
}

const STATE_COLOR: Record<RecordingState, string> = { requested: 'default', uploading: 'processing', ready: 'success', failed: 'error' };
const isActive = (state: RecordingState | undefined) => (ACTIVE_RECORDING_STATES as readonly string[]).includes(state ?? '');

/**
 * A machine's camera playback: an icon button (with its permission, on machines with a camera)
 * that opens the dialog to ask the machine for a time range and play what it uploads.
 */
export function CameraPlaybackAction(props: { device: PlaybackMachine }) {
  // Lent to the device list's rows: this area's texts load inside a boundary of their own.
  return (
    <Suspense fallback={null}>
      <PlaybackAction {...props} />
    </Suspense>
  );
}

function PlaybackAction({ device }: { device: PlaybackMachine }) {
  const { t } = useTranslation('deviceRecording');
  const can = usePermissionCheck();
  const [open, setOpen] = useState(false);
  if (!device.cameraNo || !can(DEVICE_RECORDING_PERMS.playback)) return null;
  return (
    <>
      <Tooltip title={t('action')}>
        <Button
          type="text"
          size="small"
          icon={<VideoCameraOutlined />}
          aria-label={t('action')}
          data-testid={`camera-${device.deviceCode}`}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open && <PlaybackDialog device={device} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The last ten minutes on the business clock (the picker shows and sends that clock's times). */
function lastMinutes(): [Dayjs, Dayjs] {
  const zone = businessTimeZone();
  const now = Date.now();
  const end = dayjs(formatDateTimeIn(now, zone));
  const start = dayjs(formatDateTimeIn(now - 10 * 60_000, zone));
  return [start.isSame(end, 'day') ? start : end.startOf('day'), end];
}

function PlaybackDialog({ device, onClose }: { device: PlaybackMachine; onClose: () => void }) {
  const { t } = useTranslation('deviceRecording');
  const [form] = Form.useForm();
  const [currentId, setCurrentId] = useState<number | null>(null);

  const history = useQuery({
    queryKey: ['recordings', device.id],
    queryFn: () => recordingApi.list(device.id),
    // Followed while a request of the machine is under way.
    refetchInterval: (query) => (query.state.data?.some((r) => isActive(r.state)) ? 2000 : false),
  });
  const current = useQuery({
    queryKey: ['recording', currentId],
    queryFn: () => recordingApi.detail(currentId!),
    enabled: currentId !== null,
    refetchInterval: (query) => (isActive(query.state.data?.state) ? 1000 : false),
  });

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: recordingRequestSchema,
    toValues: (v) => {
      const range = v['range'] as [Dayjs | null, Dayjs | null] | null | undefined;
      return { deviceId: device.id, startTime: range?.[0]?.format(DATE_TIME_FORMAT), endTime: range?.[1]?.format(DATE_TIME_FORMAT) };
    },
    send: (values) => recordingApi.request(values),
    invalidates: [['recordings', device.id]],
    onSaved: (row) => setCurrentId(row.id),
  });

  const shown = current.data;
  // On a phone the time range takes the dialog's width, and the history keeps its time, state and play.
  const phone = Grid.useBreakpoint().xs === true;
  return (
    <Modal open title={t('title', { code: device.deviceCode })} onCancel={onClose} footer={null} width={720} data-testid="camera-dialog">
      <Typography.Paragraph type="secondary">
        {t('camera', { camera: device.cameraNo })} · {t('hint')}
      </Typography.Paragraph>
      {generalErrors.length > 0 && <Alert type="error" showIcon message={generalErrors.join(' ')} style={{ marginBottom: 12 }} />}
      <Form {...formProps} form={form} layout={phone ? 'vertical' : 'inline'} initialValues={{ range: lastMinutes() }}>
        <Form.Item name="range" label={t('field.range')} required>
          <DatePicker.RangePicker
            showTime
            format={DATE_TIME_FORMAT}
            placeholder={[t('field.startTime'), t('field.endTime')]}
            style={phone ? { width: '100%' } : undefined}
            data-testid="camera-range"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="camera-request">
            {t('request')}
          </Button>
        </Form.Item>
      </Form>
      {shown && <Shown row={shown} />}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('history')}
      </Typography.Title>
      <Table<RecordingRow>
        size="small"
        rowKey="id"
        pagination={false}
        loading={history.isLoading}
        dataSource={history.data ?? []}
        locale={{ emptyText: t('empty') }}
        columns={[
          { key: 'range', title: t('column.range'), render: (_, r) => `${r.startTime} – ${r.endTime.slice(11)}` },
          {
            key: 'state',
            title: t('column.state'),
            render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{t(`state.${r.state}`)}</Tag>,
          },
          { key: 'createdBy', title: t('column.createdBy'), dataIndex: 'createdBy', responsive: ['sm'] },
          {
            key: 'createTime',
            title: t('column.createTime'),
            responsive: ['sm'],
            render: (_, r) => formatDateTimeIn(r.createTime, businessTimeZone()),
          },
          {
            key: 'play',
            title: '',
            render: (_, r) => (
              <Button size="small" type="link" onClick={() => setCurrentId(r.id)} data-testid={`camera-show-${r.id}`}>
                {r.state === 'ready' ? t('play') : t(`state.${r.state}`)}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** Where the chosen request stands: waiting, uploading with its percent, the video, or the reason it failed. */
function Shown({ row }: { row: RecordingRow }) {
  const { t } = useTranslation('deviceRecording');
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="camera-current" data-state={row.state}>
      <Typography.Text strong>
        {row.startTime} – {row.endTime.slice(11)}
      </Typography.Text>
      {row.state === 'requested' && (
        <Flex gap={8} align="center">
          <Spin size="small" /> {t('waiting')}
        </Flex>
      )}
      {row.state === 'uploading' && (
        <Progress percent={row.percent} status="active" format={() => t('uploading', { percent: row.percent })} />
      )}
      {row.state === 'failed' && (
        <Alert type="error" showIcon message={t('failed', { reason: row.reason ?? '' })} data-testid="camera-failed" />
      )}
      {row.state === 'ready' && row.videoUrl && (
        <video
          key={row.videoUrl}
          src={row.videoUrl}
          controls
          autoPlay
          muted
          playsInline
          style={{ width: '100%', maxHeight: 400, background: '#000' }}
          data-testid="camera-video"
        />
      )}
    </Flex>
  );
}
