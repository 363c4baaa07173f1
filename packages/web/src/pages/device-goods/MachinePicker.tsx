import { DEVICE_ENDPOINTS } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { getList } from '../../api/request';

interface MachinePickerProps {
  modelId: number | null;
  /** A machine not offered (the copy's source). */
  exclude?: number;
  value?: number[];
  onChange?(ids: number[]): void;
  testId?: string;
}

/** Several machines of one model the user may see, by code and name. */
export function MachinePicker({ modelId, exclude, value, onChange, testId }: MachinePickerProps) {
  const query = useQuery({
    queryKey: ['machines-of-model', modelId],
    enabled: modelId !== null,
    queryFn: async () => (await getList(DEVICE_ENDPOINTS.list, { modelId: modelId ?? undefined, limit: 200 }, { silent: true })).rows,
    staleTime: 30_000,
  });
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      style={{ width: '100%' }}
      loading={query.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      data-testid={testId}
      options={(query.data ?? [])
        .filter((d) => d.id !== exclude)
        .map((d) => ({ value: d.id, label: d.name ? `${d.deviceCode} · ${d.name}` : d.deviceCode }))}
    />
  );
}
