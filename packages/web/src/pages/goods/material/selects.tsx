import { ACCESSORY_CODES, MATERIAL_API, MATERIAL_TYPES, MATERIAL_UNITS, type MaterialClass } from '@vr/contracts';

/** The text key of a unit: 1 grams, 2 millilitres, 3 other. */
export const unitKey = (unit: number) => (unit === 1 ? 'g' : unit === 2 ? 'ml' : 'other');
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';

type Props = Omit<SelectProps, 'options'>;

/** The material classifications the caller may see. */
export function MaterialClassSelect(props: Props) {
  const classes = useQuery({
    queryKey: ['list', 'goods-material-class', 'options'],
    queryFn: async () => ((await get<MaterialClass[]>(MATERIAL_API.classList, { limit: 1000 })).data ?? []) as MaterialClass[],
  });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={classes.isLoading}
      options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.className }))}
      {...props}
    />
  );
}

export function MaterialTypeSelect(props: Props) {
  const { t } = useTranslation('materials');
  return <Select allowClear options={MATERIAL_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} {...props} />;
}

export function MaterialUnitSelect(props: Props) {
  const { t } = useTranslation('materials');
  return <Select options={MATERIAL_UNITS.map((v) => ({ value: v, label: t(`unit.${unitKey(v)}`) }))} {...props} />;
}

export function AccessoryCodeSelect(props: Props) {
  const { t } = useTranslation('materials');
  return <Select allowClear options={ACCESSORY_CODES.map((v) => ({ value: v, label: `${v} · ${t(`accessory.${v}`)}` }))} {...props} />;
}
