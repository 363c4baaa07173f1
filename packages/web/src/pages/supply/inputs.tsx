import { MATERIAL_API, type Material } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, type SelectProps } from 'antd';
import dayjs from 'dayjs';
import { get } from '../../api/request';
import { ChoiceSelect } from '../../components/list-page';
import { currentLang, useAppStore } from '../../stores/app';
import { formatMoney } from '../../utils/money';

/** Cents of a currency, written as the reader's language writes money. */
export const moneyOf = (cents: number, currency: string): string => formatMoney(cents / 100, currency, currentLang());

/** A business day as the form holds it (`YYYY-MM-DD`), chosen on a calendar. */
export function DayInput({
  value,
  onChange,
  ...props
}: {
  value?: string;
  onChange?(value: string | undefined): void;
  'data-testid'?: string;
}) {
  return (
    <DatePicker
      style={{ width: '100%' }}
      format="YYYY-MM-DD"
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : undefined)}
      {...props}
    />
  );
}

/** The name of a material in the reader's language, else its Chinese or English one. */
const nameOf = (m: Material, lang: string) =>
  ({ zh: m.nameZh, en: m.nameEn, es: m.nameEs, ja: m.nameJa })[lang] || m.nameZh || m.nameEn || '';

/** The raw materials the caller may see (the server judges whether the buyer may buy them). */
export function MaterialSelect(props: Omit<SelectProps, 'options'>) {
  const lang = useAppStore((s) => s.language);
  const list = useQuery({
    queryKey: ['list', 'goods-material', 'options', lang],
    queryFn: async () => ((await get<Material[]>(MATERIAL_API.list, { limit: 1000 })).data ?? []) as Material[],
  });
  return (
    <ChoiceSelect
      choices={list.data ?? []}
      toOption={(m) => ({ value: m.id, label: `${m.materialCode} · ${nameOf(m, lang)} (${m.orgName})` })}
      loading={list.isLoading}
      {...props}
    />
  );
}
