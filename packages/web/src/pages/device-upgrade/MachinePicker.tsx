import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upgradeApi } from './api';

type Option = { value: number; label: string };

interface Props extends Omit<SelectProps<number[]>, 'options' | 'onSearch' | 'filterOption' | 'mode'> {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Offer only these (the first batch among the chosen machines); else the caller's machines found by the server. */
  among?: Option[];
  /** Told of the machines chosen with their labels, so a first-batch picker can offer them. */
  onLabels?: (options: Option[]) => void;
}

/** Several of the caller's machines, found on the server by part of their code or name. */
export function MachinePicker({ value, onChange, among, onLabels, ...rest }: Props) {
  const { t } = useTranslation('deviceUpgrade');
  const [keyword, setKeyword] = useState('');
  // The chosen machines with their labels: they stay listed whatever the search finds now.
  const [chosen, setChosen] = useState<Option[]>([]);
  const deferred = useDeferredValue(keyword.trim());
  const { data, isFetching } = useQuery({
    queryKey: ['device-upgrade', 'machines', deferred],
    queryFn: () => upgradeApi.findMachines(deferred),
    enabled: !among,
    staleTime: 30_000,
  });
  // Machines given from outside (the device list's selection) are named by asking for them.
  const unnamed = among ? [] : (value ?? []).filter((id) => !chosen.some((c) => c.value === id));
  const given = useQuery({
    queryKey: ['device-upgrade', 'machines-by-id', unnamed],
    queryFn: () => upgradeApi.machinesByIds(unnamed),
    enabled: unnamed.length > 0,
    staleTime: 30_000,
  });
  // The first-batch picker offers the machines given, once they are named.
  useEffect(() => {
    if (!given.data?.length) return;
    onLabels?.(given.data.map((d) => ({ value: d.id, label: d.name ? `${d.deviceCode} · ${d.name}` : d.deviceCode })));
    // Only newly named machines matter, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [given.data]);
  const found: Option[] = [...(given.data ?? []), ...(data ?? [])].map((d) => ({
    value: d.id,
    label: d.name ? `${d.deviceCode} · ${d.name}` : d.deviceCode,
  }));
  const options = among ?? [...chosen.filter((c) => !found.some((o) => o.value === c.value)), ...found];
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch
      filterOption={
        among
          ? (input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
          : false
      }
      loading={!among && isFetching}
      placeholder={t('field.machines')}
      maxTagCount="responsive"
      {...rest}
      value={value ?? []}
      onChange={(ids) => {
        const next = ids.map((id) => options.find((o) => o.value === id) ?? { value: id, label: `#${id}` });
        setChosen(next);
        onChange?.(ids);
        onLabels?.(next);
      }}
      {...(among ? {} : { onSearch: setKeyword })}
      options={options}
    />
  );
}
