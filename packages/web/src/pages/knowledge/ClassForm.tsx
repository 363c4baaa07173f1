import { KNOWLEDGE_API, KNOWLEDGE_LIMITS, type KnowledgeClassNode, knowledgeClassSchema, knowledgeClassUpdateSchema } from '@vr/contracts';
import { type FormInstance, Input, InputNumber, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, rowDrawerProps, useSchemaItems } from '../../components/list-page';
import { classOptions, subtreeOf } from './class-tree';

export type ClassEditing = { row: KnowledgeClassNode | null; parentId: number };

interface ClassFormProps {
  editing: ClassEditing;
  tree: KnowledgeClassNode[];
  form: FormInstance;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a classification: its parent (never itself or below it), name and order. */
export function ClassForm({ editing, tree, form, onClose, onSaved }: ClassFormProps) {
  const { t } = useTranslation(['knowledge', 'common']);
  const current = editing.row;
  const item = useSchemaItems(knowledgeClassSchema, 'knowledge');
  const parents = useMemo(
    () => [
      { value: 0, title: t('knowledge:class.root'), children: classOptions(tree, current ? subtreeOf(tree, current.classId) : new Set()) },
    ],
    [tree, current, t],
  );
  const initialValues = current
    ? { parentId: current.parentId, className: current.className, sort: current.sort }
    : { parentId: editing.parentId, sort: 0 };
  return (
    <FormDrawer
      {...rowDrawerProps({
        url: KNOWLEDGE_API.classBase,
        row: current,
        entity: t('knowledge:class.entity'),
        size: 520,
        onClose,
        onSaved,
        form,
        schema: current ? knowledgeClassUpdateSchema : knowledgeClassSchema,
        initialValues,
        ...(current ? { hiddenValues: { classId: current.classId } } : {}),
      })}
      as="modal"
    >
      {item(
        'parentId',
        <TreeSelect treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="field-parentId" />,
      )}
      {item('className', <Input count={{ show: true, max: KNOWLEDGE_LIMITS.className }} data-testid="field-className" />, {
        required: true,
      })}
      {item('sort', <InputNumber min={0} max={KNOWLEDGE_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />, {
        hint: true,
      })}
    </FormDrawer>
  );
}
