import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styles from './orders.module.css';
import { OrderDetailView } from './OrderDetailView';
import { useOrderDetail } from './use-order-detail';

/** The hidden routes /report/report/self_takeOut|cashSales/index/{orderId}: one order's detail on a page of its own. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const id = Number(orderId);
  const detail = useOrderDetail(Number.isSafeInteger(id) && id > 0 ? id : null);
  if (detail.isLoading) return <Spin />;
  if (!detail.data) return <Result status="404" subTitle={t('detail.notFound')} />;
  return (
    <div className={styles.detailPage} data-testid="order-detail-page">
      <OrderDetailView order={detail.data} />
    </div>
  );
}
