import { SHARING_API, type SharingApplyRow } from '@vr/contracts';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { feedback } from '../../components/list-page';

/** Asks the reason of a rejection and sends it. */
export function RejectDialog({ row, onClose, onDone }: { row: SharingApplyRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    try {
      await post(SHARING_API.applyReview, { id: row.id, approve: false, reason });
      feedback.success(t('saved'));
      onDone();
    } catch (e) {
      setError(e instanceof RequestError ? e.message : String(e));
    }
  };
  return (
    <Modal
      open
      title={t('rejectTitle', { name: row.name })}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('action.reject')}
      okButtonProps={{ danger: true, id: 'reject-ok' }}
    >
      <Input.TextArea
        rows={3}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('field.rejectReason')}
        data-testid="reject-reason"
        status={error ? 'error' : undefined}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
