import { FRANCHISEE_STATE_DICT, type FranchiseeRecord } from '@vr/contracts';
import { Descriptions, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../components/list-page';
import { formatDateTime } from '../../utils/format';

/** An application as a reviewer reads it: who, where, what they plan, their documents and the review so far. */
export function ApplicationDetails({ record }: { record: FranchiseeRecord }) {
  const { t } = useTranslation('franchisees');
  const item = (key: string, label: string, value: React.ReactNode) =>
    value === null || value === undefined || value === '' ? null : (
      <Descriptions.Item key={key} label={label}>
        {value}
      </Descriptions.Item>
    );
  return (
    <Descriptions size="small" column={1} style={{ marginBottom: 12 }} data-testid="franchisee-detail">
      {[
        item('state', t('field.state'), <DictTag dict={FRANCHISEE_STATE_DICT} value={record.state} />),
        item('companyName', t('field.companyName'), record.companyName),
        item('contactName', t('field.contactName'), record.contactName),
        item('contactPhone', t('field.contactPhone'), record.contactPhone),
        item('contactEmail', t('field.contactEmail'), record.contactEmail),
        item('region', t('field.region'), record.region),
        item('address', t('field.address'), record.address),
        item('plan', t('field.plan'), t('plan', { points: record.plannedPoints, machines: record.plannedMachines })),
        item('username', t('field.username'), record.username),
        item('remark', t('field.remark'), record.remark),
        item('submitTime', t('field.submitTime'), formatDateTime(record.submitTime)),
        record.resubmits > 0 ? item('resubmits', t('field.resubmits'), record.resubmits) : null,
        item('reviewedBy', t('field.reviewedBy'), record.reviewedBy),
        item('reviewTime', t('field.reviewTime'), record.reviewTime ? formatDateTime(record.reviewTime) : null),
        item('rejectReason', t('field.rejectReason'), record.rejectReason),
        item('customer', t('field.customer'), record.customerName),
        item('notice', t('field.notice'), record.notice ? t(`notice.${record.notice}`) : null),
        item(
          'documents',
          t('field.documents'),
          <Image.PreviewGroup>
            <Space wrap>
              {record.documents.map((url, i) => (
                <Image
                  key={url}
                  src={url}
                  width={88}
                  height={88}
                  style={{ objectFit: 'cover' }}
                  alt={t('action.openDocument', { n: i + 1 })}
                  data-testid="franchisee-document"
                />
              ))}
            </Space>
          </Image.PreviewGroup>,
        ),
      ]}
    </Descriptions>
  );
}
