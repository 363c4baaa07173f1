import { DEVICE_MODEL_API, type DeviceModelOption } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { useAppStore } from '../../stores/app';

export interface ModelSelectProps extends Omit<SelectProps<number>, 'options' | 'value' | 'onChange' | 'mode'> {
  value?: number | null;
  onChange?: (value: number | undefined, model?: DeviceModelOption) => void;
  /** The customer whose usable models are offered (shared ones and its own); the caller's by default. */
  orgId?: number | null;
}

/** Query key prefix of the model selects; invalidate it after saving models. */
export const MODEL_OPTIONS_KEY = 'device-model-options';

export function useModelOptions(orgId?: number | null) {
  const lang = useAppStore((s) => s.language);
  return useQuery({
    queryKey: [MODEL_OPTIONS_KEY, orgId ?? null, lang],
    queryFn: async () =>
      (await get<DeviceModelOption[]>(DEVICE_MODEL_API.byOrg, orgId ? { orgId } : undefined, { silent: true })).data ?? [],
    staleTime: 30_000,
  });
}

/** A device model usable by a customer, names in the current language (server: selectDeviceModelByOrgId). */
export function ModelSelect({ value, onChange, orgId, ...rest }: ModelSelectProps) {
  const { t } = useTranslation('deviceModels');
  const { data, isLoading } = useModelOptions(orgId);
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      placeholder={t('select.model')}
      data-testid="model-select"
      {...rest}
      value={value ?? undefined}
      onChange={(v) =>
        onChange?.(
          v ?? undefined,
          (data ?? []).find((m) => m.id === v),
        )
      }
      options={(data ?? []).map((m) => ({ value: m.id, label: `${m.modelName} (${m.modelCode})` }))}
    />
  );
}

export default ModelSelect;
