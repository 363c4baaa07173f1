import { Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderDetailView } from './OrderDetailView';
import { useOrderDetail } from './use-order-detail';

/** The detail of the order `id` beside its list. */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(id);
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('title.detail')} size={960} destroyOnHidden data-testid="order-detail-drawer">
      {detail.data ? <OrderDetailView order={detail.data} /> : <Spin />}
    </Drawer>
  );
}
