import { FRANCHISEE_API, FRANCHISEE_LIMITS, type FranchiseeRecord, franchiseeReviewSchema } from '@vr/contracts';
import { Drawer, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { FormDrawer, confirmThenSend, feedback } from '../../components/list-page';
import { ApplicationDetails } from './ApplicationDetails';

interface DrawerProps {
  record: FranchiseeRecord;
  onClose(): void;
}

const drawerSize = () => Math.min(600, window.innerWidth);

/** An application's details and documents, read only (one already reviewed, or for a person who may not review). */
export function DetailDrawer({ record, onClose }: DrawerProps) {
  const { t } = useTranslation('franchisees');
  return (
    <Drawer open title={t('action.detailTitle', { company: record.companyName })} size={drawerSize()} onClose={onClose} destroyOnHidden>
      <ApplicationDetails record={record} />
    </Drawer>
  );
}

/** A pending application with its documents, passed or rejected with a reason; confirmed first. */
export function ReviewDrawer({ record, onClose, onDone }: DrawerProps & { onDone(): void }) {
  const { t } = useTranslation(['franchisees', 'common']);
  const [form] = Form.useForm();
  const pass = Form.useWatch('pass', form) as boolean | undefined;
  const company = record.companyName;
  return (
    <FormDrawer
      open
      form={form}
      size={drawerSize()}
      title={t('franchisees:action.reviewTitle', { company })}
      schema={franchiseeReviewSchema}
      hiddenValues={{ id: record.id }}
      initialValues={{ pass: true }}
      onClose={onClose}
      onSubmit={(values) =>
        confirmThenSend({
          title: t('common:confirm.title'),
          content: t(values.pass ? 'franchisees:action.passConfirm' : 'franchisees:action.rejectConfirm', {
            company,
            username: record.username,
          }),
          okText: t('common:action.confirm'),
          cancelText: t('common:action.cancel'),
          send: () => post(FRANCHISEE_API.review, values),
          onSent: () => {
            feedback.success(t(values.pass ? 'franchisees:action.passed' : 'franchisees:action.rejected'));
            onDone();
          },
        })
      }
    >
      <ApplicationDetails record={record} />
      <Form.Item name="pass" label={t('franchisees:action.decision')} required>
        <Radio.Group optionType="button" buttonStyle="solid" size="large" data-testid="field-pass">
          <Radio.Button value={true}>{t('franchisees:action.pass')}</Radio.Button>
          <Radio.Button value={false}>{t('franchisees:action.reject')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {pass === false && (
        <Form.Item name="reason" label={t('franchisees:field.rejectReason')} required>
          <Input.TextArea
            rows={3}
            maxLength={FRANCHISEE_LIMITS.reason}
            showCount
            placeholder={t('franchisees:action.reasonPlaceholder')}
            data-testid="field-reason"
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
