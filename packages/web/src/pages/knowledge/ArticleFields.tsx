import { ARTICLE_STATES, KNOWLEDGE_LIMITS, knowledgeArticleSchema } from '@vr/contracts';
import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { RichTextEditor } from '../../components/rich-text';
import { ClassSelect } from './ClassSelect';

/** The fields of the article drawer: title, classification, state, its readers, and the content in the rich-text editor. */
export function ArticleFields() {
  const { t } = useTranslation(['knowledge', 'common']);
  const item = useSchemaItems(knowledgeArticleSchema, 'knowledge');
  const allCustomers = Form.useWatch('allCustomers') as boolean | undefined;
  const stateOptions = ARTICLE_STATES.map((v) => ({ value: v, label: t(`knowledge:state.${v}`) }));
  return (
    <>
      {item('title', <Input count={{ show: true, max: KNOWLEDGE_LIMITS.title }} data-testid="field-title" />, { required: true })}
      {item('classId', <ClassSelect data-testid="field-classId" />, { required: true })}
      {item('state', <Radio.Group options={stateOptions} data-testid="field-state" />, { hint: true, check: false })}
      {item('allCustomers', <Switch data-testid="field-allCustomers" />, { valuePropName: 'checked', hint: true, check: false })}
      {!allCustomers && item('orgIds', <OrgTreeSelect multiple id="field-orgIds" />, { hint: true, check: false, required: true })}
      {item('content', <RichTextEditor minHeight={280} placeholder={t('knowledge:placeholder.content')} data-testid="field-content" />)}
    </>
  );
}
