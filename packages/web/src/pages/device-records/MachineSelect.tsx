import { useQuery } from '@tanstack/react-query';
import { DEVICE_ENDPOINTS } from '@vr/contracts';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getList } from '../../api/request';

interface MachineSelectProps extends Omit<SelectProps<number>, 'options' | 'onSearch' | 'filterOption'> {
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** One of the caller's machines, found on the server by part of its code or name (the first 20). */
export function MachineSelect({ value, onChange, ...rest }: MachineSelectProps) {
  const { t } = useTranslation('deviceRecords');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const { data, isFetching } = useQuery({
    queryKey: ['device-records', 'machines', deferred],
    queryFn: async () => (await getList(DEVICE_ENDPOINTS.list, { keyword: deferred || undefined, limit: 20 }, { silent: true })).rows,
    staleTime: 30_000,
  });
  return (
    <Select<number>
      allowClear
      showSearch
      filterOption={false}
      loading={isFetching}
      placeholder={t('report.devicePlaceholder')}
      data-testid="report-device"
      {...rest}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      onSearch={setKeyword}
      options={(data ?? []).map((d) => ({ value: d.id, label: d.name ? `${d.deviceCode} · ${d.name}` : d.deviceCode }))}
    />
  );
}
