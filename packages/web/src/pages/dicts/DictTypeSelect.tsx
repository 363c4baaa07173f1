import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { dictApi } from './api';

/** A select of the dictionary types, shown as "name (type)", valued by the type. */
export function DictTypeSelect(props: Omit<SelectProps, 'options' | 'loading'>) {
  const types = useQuery({ queryKey: ['dict-type-options'], queryFn: dictApi.typeOptions });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220 }}
      loading={types.isLoading}
      options={(types.data ?? []).map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` }))}
      {...props}
    />
  );
}
