import { SHARING_API, SHARING_APPLY_STATUS, SHARING_BUSINESS_TYPE, SHARING_SIGN_STATUS, type SharingApplyDetail } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Image, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { CodedTag } from '../../components/coded-tag';
import { formatDateTime } from '../../utils/format';

/** The application with its pictures and the history of its transitions. */
export function ApplyDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  const detail = useQuery({
    queryKey: ['sharing-apply', id],
    queryFn: async () => (await get<SharingApplyDetail>(`${SHARING_API.applyDetail}`, { id })).data!,
  });
  const d = detail.data;
  return (
    <Drawer open title={d?.name ?? ''} onClose={onClose} size="large" data-testid="apply-detail">
      {d && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { label: t('field.customer'), children: d.customerName },
              { label: t('field.payConfig'), children: d.payMerchantName },
              { label: t('field.merchantNo'), children: d.merchantNo },
              { label: t('field.contact'), children: [d.contact, d.phone].filter(Boolean).join(' · ') },
              { label: t('field.businessType'), children: <CodedTag statuses={SHARING_BUSINESS_TYPE} code={d.businessType} /> },
              {
                label: t('field.applyStatus'),
                children: <CodedTag statuses={SHARING_APPLY_STATUS} code={d.applyStatus} testId="detail-apply-status" />,
              },
              { label: t('field.signStatus'), children: <CodedTag statuses={SHARING_SIGN_STATUS} code={d.signStatus} /> },
              ...(d.rejectReason ? [{ label: t('field.rejectReason'), children: d.rejectReason }] : []),
            ]}
          />
          {d.attachments.length > 0 && (
            <Space wrap style={{ marginTop: 16 }}>
              {d.attachments.map((url, i) => (
                <Image key={`${url}-${i}`} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
              ))}
            </Space>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('history')}
          </Typography.Title>
          <Timeline
            data-testid="apply-history"
            items={d.history.map((h) => ({
              children: (
                <>
                  <Typography.Text strong>
                    {t(`historyAction.${h.action}` as 'historyAction.apply', { defaultValue: h.action })}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {formatDateTime(h.time)} · {h.by}
                  </Typography.Text>
                  <div>
                    {h.fromApply !== null && (
                      <>
                        <CodedTag statuses={SHARING_APPLY_STATUS} code={h.fromApply} /> →{' '}
                      </>
                    )}
                    <CodedTag statuses={SHARING_APPLY_STATUS} code={h.toApply} />
                    <CodedTag statuses={SHARING_SIGN_STATUS} code={h.toSign} />
                  </div>
                  {h.reason && <Typography.Text type="secondary">{h.reason}</Typography.Text>}
                </>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
