import { PRODUCT_API, PRODUCT_TYPES, type ProductClass } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';
import { ChoiceSelect } from '../../../components/list-page';
import { useModelOptions } from '../../device-models';

type Props = Omit<SelectProps, 'options'>;

/** Query key of the product category choices; stale after a category is saved or deleted. */
export const PRODUCT_CLASS_OPTIONS_KEY = ['list', 'goods-product-class', 'options'] as const;

/** The product categories the caller may see; with `orgId`, only those of that customer. */
export function ProductClassSelect({ orgId, ...props }: Props & { orgId?: number | null }) {
  const classes = useQuery({
    queryKey: PRODUCT_CLASS_OPTIONS_KEY,
    queryFn: async () => ((await get<ProductClass[]>(PRODUCT_API.classList, { limit: 1000 })).data ?? []) as ProductClass[],
  });
  return (
    <ChoiceSelect
      choices={(classes.data ?? []).filter((c) => orgId == null || c.orgId === orgId)}
      toOption={(c) => ({ value: c.id, label: c.productClassName })}
      loading={classes.isLoading}
      {...props}
    />
  );
}

export function ProductTypeSelect(props: Props) {
  const { t } = useTranslation('products');
  return <Select allowClear options={PRODUCT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} {...props} />;
}

/** Several device models a customer may use, the caller's by default (server: selectDeviceModelByOrgId). */
export function ModelMultiSelect({ orgId, ...props }: Props & { orgId?: number | null }) {
  const { data, isLoading } = useModelOptions(orgId);
  return (
    <ChoiceSelect
      mode="multiple"
      choices={data}
      toOption={(m) => ({ value: m.id, label: m.modelName.includes(m.modelCode) ? m.modelName : `${m.modelName} (${m.modelCode})` })}
      loading={isLoading}
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
