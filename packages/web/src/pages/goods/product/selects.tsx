import { MATERIAL_API, type Material, PRODUCT_API, PRODUCT_TYPES, type ProductClass } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';
import { useAppStore } from '../../../stores/app';
import { useModelOptions } from '../../devices/model/ModelSelect';

type Props = Omit<SelectProps, 'options'>;

/** Query key of the product category choices; stale after a category is saved or deleted. */
export const PRODUCT_CLASS_OPTIONS_KEY = ['list', 'goods-product-class', 'options'] as const;

/** The product categories the caller may see. */
export function ProductClassSelect(props: Props) {
  const classes = useQuery({
    queryKey: PRODUCT_CLASS_OPTIONS_KEY,
    queryFn: async () => ((await get<ProductClass[]>(PRODUCT_API.classList, { limit: 1000 })).data ?? []) as ProductClass[],
  });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={classes.isLoading}
      options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.productClassName }))}
      {...props}
    />
  );
}

export function ProductTypeSelect(props: Props) {
  const { t } = useTranslation('products');
  return <Select allowClear options={PRODUCT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} {...props} />;
}

/** The name of a raw material in the reader's language, else the Chinese or English one. */
export function materialName(m: Material, lang: string): string {
  const own = { zh: m.nameZh, en: m.nameEn, es: m.nameEs, ja: m.nameJa }[lang];
  return own || m.nameZh || m.nameEn || m.materialCode;
}

/** The customer's raw materials, chosen by code and shown with their names. */
export function MaterialCodeSelect(props: Props) {
  const lang = useAppStore((s) => s.language);
  const list = useQuery({
    queryKey: ['list', 'goods-material', 'options'],
    queryFn: async () => ((await get<Material[]>(MATERIAL_API.list, { limit: 1000 })).data ?? []) as Material[],
    staleTime: 30_000,
  });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isLoading}
      options={(list.data ?? []).map((m) => ({ value: m.materialCode, label: `${materialName(m, lang)} (${m.materialCode})` }))}
      {...props}
    />
  );
}

/** Several device models the caller's customer may use (server: selectDeviceModelByOrgId). */
export function ModelMultiSelect(props: Props) {
  const { data, isLoading } = useModelOptions();
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      options={(data ?? []).map((m) => ({
        value: m.id,
        label: m.modelName.includes(m.modelCode) ? m.modelName : `${m.modelName} (${m.modelCode})`,
      }))}
      {...props}
    />
  );
}

/** The names of these models, as tags. */
export function ModelNames({ ids }: { ids: readonly number[] }) {
  const { data } = useModelOptions();
  const byId = new Map((data ?? []).map((m) => [m.id, m]));
  return (
    <>
      {ids.map((id) => (
        <Tag key={id}>{byId.get(id)?.modelName ?? byId.get(id)?.modelCode ?? `#${id}`}</Tag>
      ))}
    </>
  );
}
