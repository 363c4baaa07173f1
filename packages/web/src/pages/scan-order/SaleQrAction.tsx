import { DownloadOutlined, QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { SCAN_ORDER_API, SCAN_ORDER_PERMS } from '@vr/contracts';
import { Button, Flex, Modal, Popconfirm, Spin, Tooltip, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, getBlob } from '../../api/request';
import { usePermissionCheck } from '../../components/authorized/use-permission';
import { feedback } from '../../components/list-page';

export interface SaleQrMachine {
  id: number;
  deviceCode: string;
  name: string | null;
}

/**
 * A machine's order QR code: an icon button (with its permission) that opens the code as printed,
 * to download, and to replace when a sticker was copied (confirmed: the printed one stops working).
 */
export function SaleQrAction(props: { device: SaleQrMachine }) {
  // Lent to the device list's rows: this area's texts load inside a boundary of their own.
  return (
    <Suspense fallback={null}>
      <QrAction {...props} />
    </Suspense>
  );
}

function QrAction({ device }: { device: SaleQrMachine }) {
  const { t } = useTranslation('scanOrder');
  const can = usePermissionCheck();
  const [open, setOpen] = useState(false);
  if (!can(SCAN_ORDER_PERMS.qrCode)) return null;
  return (
    <>
      <Tooltip title={t('qr.action')}>
        <Button
          type="text"
          size="small"
          icon={<QrcodeOutlined />}
          aria-label={t('qr.action')}
          data-testid={`sale-qr-${device.deviceCode}`}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open && <QrDialog device={device} canRemake={can(SCAN_ORDER_PERMS.remake)} onClose={() => setOpen(false)} />}
    </>
  );
}

function QrDialog({ device, canRemake, onClose }: { device: SaleQrMachine; canRemake: boolean; onClose: () => void }) {
  const { t } = useTranslation(['scanOrder', 'common']);
  const [image, setImage] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    let stopped = false;
    void getBlob(SCAN_ORDER_API.qrCode, { deviceId: device.id })
      .then((blob) => {
        if (stopped) return;
        url = URL.createObjectURL(blob);
        setImage(url);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [device.id, generation]);

  const remake = async () => {
    try {
      await get(SCAN_ORDER_API.remake, { deviceId: device.id });
      feedback.success(t('scanOrder:qr.remakeDone'));
      setImage(null);
      setGeneration((g) => g + 1);
    } catch {
      // Refused: the request wrapper has said why.
    }
  };

  return (
    <Modal
      open
      title={t('scanOrder:qr.title', { name: device.name ?? device.deviceCode })}
      onCancel={onClose}
      destroyOnHidden
      data-testid="sale-qr-dialog"
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {canRemake && (
            <Popconfirm
              title={t('scanOrder:qr.remakeConfirm')}
              onConfirm={() => void remake()}
              okButtonProps={{ danger: true, ...({ 'data-testid': 'sale-qr-remake-ok' } as object) }}
            >
              <Button danger icon={<ReloadOutlined />} data-testid="sale-qr-remake">
                {t('scanOrder:qr.remake')}
              </Button>
            </Popconfirm>
          )}
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={image ?? undefined}
            download={`${device.deviceCode}.png`}
            disabled={!image}
            data-testid="sale-qr-download"
          >
            {t('scanOrder:qr.download')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical align="center" gap={8}>
        {image ? (
          <img
            src={image}
            alt={t('scanOrder:qr.alt')}
            style={{ width: '100%', maxWidth: 320, aspectRatio: '1 / 1' }}
            data-testid="sale-qr-image"
          />
        ) : (
          <Spin />
        )}
        <Typography.Text type="secondary">{t('scanOrder:qr.hint')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
