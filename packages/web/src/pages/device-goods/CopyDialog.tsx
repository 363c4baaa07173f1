import { type DeviceGoodsDetail, type GoodsChangePreview, DEVICE_GOODS_API as API } from '@vr/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { MachinesChangeDialog } from './MachinesChangeDialog';

interface CopyDialogProps {
  detail: DeviceGoodsDetail;
  open: boolean;
  onClose(): void;
}

/** Copies the machine's goods to machines of its model: a preview of each one's changes, then apply. */
export function CopyDialog({ detail, open, onClose }: CopyDialogProps) {
  const { t } = useTranslation('deviceGoods');
  return (
    <MachinesChangeDialog
      open={open}
      title={t('copy.title')}
      intro={
        <>
          <Typography.Paragraph type="secondary">{t('copy.hint', { model: detail.modelName ?? '—' })}</Typography.Paragraph>
          <Typography.Text strong>{t('copy.targets')}</Typography.Text>
        </>
      }
      modelId={detail.modelId}
      exclude={detail.deviceId}
      testIds={{ targets: 'copy-targets', preview: 'copy-preview', apply: 'copy-apply' }}
      send={async (step, targetDeviceIds) =>
        (
          await post<GoodsChangePreview[]>(
            step === 'preview' ? API.copyPreview : API.copyApply,
            { sourceDeviceId: detail.deviceId, targetDeviceIds },
            { silent: true },
          )
        ).data
      }
      doneText={(count) => t('copy.done', { count })}
      onClose={onClose}
    />
  );
}
