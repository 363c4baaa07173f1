import { useQuery } from '@tanstack/react-query';
import { KNOWLEDGE_API, type KnowledgeClassNode } from '@vr/contracts';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { classOptions } from './class-tree';

interface ClassSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  'data-testid'?: string;
}

/** Picks a classification from the tree (the article filter, where it means its whole sub-tree, and the article form). */
export function ClassSelect({ value, onChange, id, 'data-testid': testId }: ClassSelectProps) {
  const { t } = useTranslation('knowledge');
  const query = useQuery({
    queryKey: ['knowledge-class-options'],
    queryFn: async () => (await get<KnowledgeClassNode[]>(KNOWLEDGE_API.classOptions)).data ?? [],
  });
  const options = useMemo(() => classOptions(query.data ?? []), [query.data]);
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={(v: number | undefined) => onChange?.(v)}
      treeData={options}
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={query.isFetching}
      placeholder={t('placeholder.class')}
      notFoundContent={t('class.none')}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
