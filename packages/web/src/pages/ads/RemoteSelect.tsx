import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';

type Option = { value: number; label: string };

interface Props<T> extends Omit<SelectProps<number | number[]>, 'options' | 'onSearch' | 'filterOption'> {
  /** Names the cache of the searches. */
  cacheKey: string;
  find: (keyword: string) => Promise<T[]>;
  toOption: (row: T) => Option;
  /** The labels of the values it opens with (an edited record's choices). */
  initialOptions?: Option[];
}

/** A select whose options the server finds by what is typed; chosen options stay listed. */
export function RemoteSelect<T>({ cacheKey, find, toOption, initialOptions = [], value, onChange, ...rest }: Props<T>) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Option[]>(initialOptions);
  const deferred = useDeferredValue(keyword.trim());
  const { data, isFetching } = useQuery({ queryKey: ['ads', cacheKey, deferred], queryFn: () => find(deferred), staleTime: 30_000 });
  const found = (data ?? []).map(toOption);
  const options = [...chosen.filter((c) => !found.some((o) => o.value === c.value)), ...found];
  return (
    <Select<number | number[]>
      showSearch
      allowClear
      filterOption={false}
      loading={isFetching}
      maxTagCount="responsive"
      {...rest}
      value={value}
      onSearch={setKeyword}
      onChange={(next, option) => {
        const ids = Array.isArray(next) ? next : next === undefined ? [] : [next];
        setChosen(ids.map((id) => options.find((o) => o.value === id) ?? { value: id, label: `#${id}` }));
        onChange?.(next, option);
      }}
      options={options}
    />
  );
}
