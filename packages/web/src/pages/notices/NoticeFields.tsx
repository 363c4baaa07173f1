import { NOTICE_LIMITS, NOTICE_TYPES, noticeSchema } from '@vr/contracts';
import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { RichTextEditor } from '../../components/rich-text';
import { NOTICE_STATUS_LABELS } from './notice-labels';

/** The fields of the notice drawer. */
export function NoticeFields() {
  const { t } = useTranslation(['notices', 'common']);
  const item = useSchemaItems(noticeSchema, 'notices');
  const typeOptions = NOTICE_TYPES.map((v) => ({ value: v, label: t(`notices:type.${v}`) }));
  const statusOptions = NOTICE_STATUS_LABELS.map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <>
      {item('noticeTitle', <Input count={{ show: true, max: NOTICE_LIMITS.title }} data-testid="field-noticeTitle" />, { required: true })}
      {item('noticeType', <Radio.Group options={typeOptions} data-testid="field-noticeType" />, { required: true })}
      {item('status', <Radio.Group options={statusOptions} />, { hint: true, check: false })}
      {item('orgIds', <OrgTreeSelect multiple />, { label: 'targets', hint: 'targets', check: false })}
      {item('noticeContent', <RichTextEditor data-testid="field-noticeContent" />)}
    </>
  );
}
