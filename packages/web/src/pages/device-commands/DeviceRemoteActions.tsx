import { DownOutlined, ToolOutlined } from '@ant-design/icons';
import { type DeviceCommandView, type OperationCommand, DEVICE_COMMAND_PERMS, DEVICE_SETTINGS_PERMS } from '@vr/contracts';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../components/list-page';
import { usePermissionCheck } from '../../components/authorized/use-permission';
import { sendOperation } from './api';
import { CommandStatusModal, type TrackedCommand } from './CommandStatus';
import { CleanConfigDialog, ContainersDialog, CupLimitDialog, LocalPasswordDialog } from './dialogs';
import { ParamCopyDialog } from './ParamCopyDialog';
import { ParamsDialog } from './ParamsDialog';
import { TestDispenseDialog } from './TestDispenseDialog';
import type { RemoteDevice } from './SettingDialog';

export type { RemoteDevice };

type DialogKey = 'localPassword' | 'cupLimit' | 'params' | 'cleanConfig' | 'containers' | 'maxStock' | 'testDispense' | 'paramCopy';
type ActionKey = Operation | DialogKey;

/** Operations sent at once after a confirmation (a beverage test asks for its product in a dialog). */
const OPERATIONS = ['clean', 'reset', 'restart', 'lock', 'unlock'] as const satisfies readonly OperationCommand[];
type Operation = (typeof OPERATIONS)[number];
/** Dialogs of settings, each with its permission (a beverage test is a remote operation). */
const DIALOG_PERMS: Record<DialogKey, string> = {
  localPassword: DEVICE_SETTINGS_PERMS.localPassword,
  cupLimit: DEVICE_SETTINGS_PERMS.cupLimit,
  params: DEVICE_SETTINGS_PERMS.params,
  cleanConfig: DEVICE_SETTINGS_PERMS.cleanConfig,
  containers: DEVICE_SETTINGS_PERMS.container,
  maxStock: DEVICE_SETTINGS_PERMS.maxStock,
  testDispense: DEVICE_COMMAND_PERMS.send,
  paramCopy: DEVICE_SETTINGS_PERMS.paramCopy,
};
/** Operations that stop or change the machine: confirmed first. */
const DANGER: ReadonlySet<Operation> = new Set(['reset', 'restart', 'lock']);

export interface DeviceRemoteActionsProps {
  device: RemoteDevice;
  /** Called after a command ended (e.g. to refresh the list row). */
  onChanged?: () => void;
  size?: 'small' | 'middle' | 'large';
  /** An icon button named by its tooltip (in a table row). */
  compact?: boolean;
}

/**
 * The remote operations of one device: cleaning, reset, restart, lock/unlock,
 * local password, cup-output limit, parameters (read/set), cleaning settings, containers, max
 * stock, a beverage test and parameter copy to machines of its model. Each action is shown only
 * with its permission; operations are confirmed; every command
 * is followed live (pending → succeeded / failed / timed out). Offline devices are refused by
 * the server at once ("device offline cannot read or set").
 */
export function DeviceRemoteActions(props: DeviceRemoteActionsProps) {
  // Other areas' pages show these actions (a row of the device list): this area's texts load inside
  // a boundary of its own, so the page around them is never hidden while they do.
  return (
    <Suspense fallback={null}>
      <RemoteActions {...props} />
    </Suspense>
  );
}

function RemoteActions({ device, onChanged, size = 'small', compact = false }: DeviceRemoteActionsProps) {
  const { t } = useTranslation('deviceRemote');
  const can = usePermissionCheck();
  const [dialog, setDialog] = useState<DialogKey | null>(null);
  const [tracked, setTracked] = useState<TrackedCommand | null>(null);

  const canOperate = can(DEVICE_COMMAND_PERMS.send);
  const items: NonNullable<MenuProps['items']> = [
    ...(canOperate ? OPERATIONS.map((op) => ({ key: op, label: t(`action.${op}`), danger: DANGER.has(op) })) : []),
    ...(canOperate ? [{ type: 'divider' as const }] : []),
    ...(Object.keys(DIALOG_PERMS) as DialogKey[])
      // A copy goes to machines of the source's model: offered where the model is known.
      .filter((k) => can(DIALOG_PERMS[k]) && (k !== 'paramCopy' || device.modelId != null))
      .map((k) => ({ key: k, label: t(`action.${k}`) })),
  ];
  if (items.filter((i) => i && !('type' in i && i.type === 'divider')).length === 0) return null;

  const track = (command: Pick<DeviceCommandView, 'id' | 'type'>, key: ActionKey) =>
    setTracked({ id: command.id, type: command.type, label: t(`action.${key}`) });

  const operate = (op: Operation) => {
    const label = t(`action.${op}`);
    feedback.confirm({
      title: t('confirm.title', { action: label, code: device.deviceCode }),
      content: t(`confirm.${op}`),
      okText: t('confirm.ok'),
      okButtonProps: { danger: DANGER.has(op), ...({ 'data-testid': 'remote-confirm' } as Record<string, string>) },
      onOk: async () => {
        try {
          track(await sendOperation(device.id, op), op);
        } catch {
          // Refused (e.g. "device offline cannot read or set"): the request wrapper has said why.
        }
      },
    });
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if ((OPERATIONS as readonly string[]).includes(key)) operate(key as Operation);
    else setDialog(key as DialogKey);
  };

  const dialogProps = (key: DialogKey) => ({
    open: dialog === key,
    device,
    onClose: () => setDialog(null),
    onSent: (command: DeviceCommandView) => track(command, key),
  });

  return (
    <>
      <Tooltip
        title={
          compact ? [t('button'), device.online ? '' : t('offline')].filter(Boolean).join(' · ') : device.online ? undefined : t('offline')
        }
      >
        <Dropdown menu={{ items, onClick }} trigger={['click']}>
          {compact ? (
            <Button type="text" size={size} icon={<ToolOutlined />} aria-label={t('button')} data-testid={`remote-${device.deviceCode}`} />
          ) : (
            <Button size={size} icon={<ToolOutlined />} data-testid={`remote-${device.deviceCode}`}>
              {t('button')} <DownOutlined />
            </Button>
          )}
        </Dropdown>
      </Tooltip>
      {dialog === 'localPassword' && <LocalPasswordDialog {...dialogProps('localPassword')} />}
      {dialog === 'cupLimit' && <CupLimitDialog {...dialogProps('cupLimit')} />}
      {dialog === 'cleanConfig' && <CleanConfigDialog {...dialogProps('cleanConfig')} />}
      {dialog === 'params' && <ParamsDialog {...dialogProps('params')} />}
      {dialog === 'containers' && <ContainersDialog mode="containers" {...dialogProps('containers')} />}
      {dialog === 'maxStock' && <ContainersDialog mode="maxStock" {...dialogProps('maxStock')} />}
      {dialog === 'testDispense' && <TestDispenseDialog {...dialogProps('testDispense')} />}
      {dialog === 'paramCopy' && device.modelId != null && (
        <ParamCopyDialog open device={{ ...device, modelId: device.modelId }} onClose={() => setDialog(null)} />
      )}
      <CommandStatusModal
        command={tracked}
        onClose={() => {
          setTracked(null);
          onChanged?.();
        }}
      />
    </>
  );
}

export default DeviceRemoteActions;
