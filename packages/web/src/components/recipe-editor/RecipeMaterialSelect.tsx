import { MATERIAL_API, type Material } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { get } from '../../api/request';
import { useAppStore } from '../../stores/app';

/** The name of a raw material in the reader's language, else the Chinese or English one. */
export function materialName(m: Material, lang: string): string {
  const own = { zh: m.nameZh, en: m.nameEn, es: m.nameEs, ja: m.nameJa }[lang];
  return own || m.nameZh || m.nameEn || m.materialCode;
}

/** Query key of the raw materials offered to recipes; stale after a material is saved. */
export const RECIPE_MATERIALS_KEY = ['list', 'goods-material', 'options'] as const;

export interface RecipeMaterialSelectProps extends Omit<SelectProps<string>, 'options'> {
  /** Only the raw materials of this customer; undefined or null = all the caller sees. */
  orgId?: number | null;
}

/** A raw material chosen by its code, listed with its name. */
export function RecipeMaterialSelect({ orgId, ...props }: RecipeMaterialSelectProps) {
  const lang = useAppStore((s) => s.language);
  const list = useQuery({
    queryKey: RECIPE_MATERIALS_KEY,
    queryFn: async () => ((await get<Material[]>(MATERIAL_API.list, { limit: 1000 })).data ?? []) as Material[],
    staleTime: 30_000,
  });
  const materials = (list.data ?? []).filter((m) => orgId == null || m.orgId === orgId);
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isLoading}
      options={materials.map((m) => ({ value: m.materialCode, label: `${materialName(m, lang)} (${m.materialCode})` }))}
      {...props}
    />
  );
}
