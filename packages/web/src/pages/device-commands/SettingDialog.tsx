import type { DeviceCommandView, DeviceSettingView } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, type FormInstance, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../components/list-page';
import { formatDateTime } from '../../utils/format';
import { getSetting, saveSetting } from './api';

export interface RemoteDevice {
  id: number;
  deviceCode: string;
  online: boolean;
  /** Its model, where known (a parameter copy goes to machines of the same one). */
  modelId?: number | null;
}

interface SettingDialogProps<S extends z.ZodType, V> {
  open: boolean;
  title: string;
  device: RemoteDevice;
  schema: S;
  /** GET of the current setting (answers DeviceSettingView-like data). */
  loadUrl: string;
  saveUrl: string;
  /** The form's starting values from what was loaded. */
  toInitial(loaded: V): object;
  /** Values sent (defaults to the checked values). */
  toPayload?: (values: z.output<S>) => unknown;
  /** The form's instance when the dialog reads its values; else it has its own. */
  form?: FormInstance;
  onClose(): void;
  onSent(command: DeviceCommandView): void;
  children: ReactNode;
  width?: number;
  /** Extra content above the form (e.g. the read button of the parameters). */
  header?: (loaded: V) => ReactNode;
}

/** A settings form in a modal: loads the current setting, validates with the contracts schema, sends it. */
export function SettingDialog<S extends z.ZodType, V>(props: SettingDialogProps<S, V>) {
  const { t } = useTranslation('deviceRemote');
  const { open, device, loadUrl } = props;
  const query = useQuery({
    queryKey: ['device-setting', loadUrl, device.id],
    queryFn: () => getSetting<V>(loadUrl, device.id),
    enabled: open,
    staleTime: 0,
  });
  const loaded = query.data;
  const last = (loaded as Partial<DeviceSettingView<unknown>> | undefined)?.command;
  const updatedBy = (loaded as Partial<DeviceSettingView<unknown>> | undefined)?.updatedByName;
  return (
    <FormDrawer
      as="modal"
      size={props.width ?? 560}
      open={open && !!loaded}
      title={`${props.title} · ${t('form.device', { code: device.deviceCode })}`}
      form={props.form}
      schema={props.schema}
      hiddenValues={{ deviceId: device.id }}
      initialValues={loaded ? props.toInitial(loaded) : undefined}
      onClose={props.onClose}
      onSubmit={async (values) => {
        const command = await saveSetting(props.saveUrl, props.toPayload ? props.toPayload(values) : values);
        props.onSent(command);
      }}
    >
      {!device.online && <Alert type="warning" showIcon title={t('offline')} style={{ marginBottom: 12 }} />}
      {loaded && props.header?.(loaded)}
      {loaded && typeof loaded === 'object' && 'value' in loaded && (
        <Typography.Paragraph type="secondary" data-testid="setting-last">
          {last
            ? t('form.lastSent', {
                time: formatDateTime(last.createdAt),
                name: updatedBy ?? last.sentByName ?? '',
                status: t(`status.${last.status}`),
              })
            : t('form.neverSent')}
        </Typography.Paragraph>
      )}
      {props.children}
    </FormDrawer>
  );
}
