import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { deviceApi } from './api';

/** A searchable select of the sites, zones, routes or models a device can be filtered by. */
export function DeviceOptionSelect({ list, ...props }: { list: 'sites' | 'zones' | 'routes' | 'models' } & Omit<SelectProps, 'options'>) {
  const options = useQuery({ queryKey: ['device-options'], queryFn: deviceApi.options });
  const rows = options.data?.[list] ?? [];
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      options={rows.map((r) => ({ value: r.id, label: 'code' in r ? `${r.name ?? r.code} (${r.code})` : r.name }))}
      {...props}
    />
  );
}
