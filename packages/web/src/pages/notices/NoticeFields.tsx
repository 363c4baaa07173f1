import { NOTICE_LIMITS, NOTICE_TYPES, noticeSchema } from '@vr/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { RichTextEditor } from '../../components/rich-text';
import { useAppStore } from '../../stores/app';
import { NOTICE_STATUS_LABELS } from './notice-labels';

/** The fields of the notice drawer. */
export function NoticeFields() {
  const { t } = useTranslation(['notices', 'common']);
  const lang = useAppStore((s) => s.language);
  const rule = (name: string) => [zodRule(noticeSchema, name, lang)];
  const typeOptions = NOTICE_TYPES.map((v) => ({ value: v, label: t(`notices:type.${v}`) }));
  const statusOptions = NOTICE_STATUS_LABELS.map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <>
      <Form.Item name="noticeTitle" label={t('notices:field.noticeTitle')} required rules={rule('noticeTitle')}>
        <Input count={{ show: true, max: NOTICE_LIMITS.title }} data-testid="field-noticeTitle" />
      </Form.Item>
      <Form.Item name="noticeType" label={t('notices:field.noticeType')} required rules={rule('noticeType')}>
        <Radio.Group options={typeOptions} data-testid="field-noticeType" />
      </Form.Item>
      <Form.Item name="status" label={t('notices:field.status')} extra={t('notices:hint.status')}>
        <Radio.Group options={statusOptions} />
      </Form.Item>
      <Form.Item name="orgIds" label={t('notices:field.targets')} extra={t('notices:hint.targets')}>
        <OrgTreeSelect multiple />
      </Form.Item>
      <Form.Item name="noticeContent" label={t('notices:field.noticeContent')} rules={rule('noticeContent')}>
        <RichTextEditor data-testid="field-noticeContent" />
      </Form.Item>
    </>
  );
}
