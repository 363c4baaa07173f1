import { ACCESSORY_CODES, MATERIAL_API, MATERIAL_TYPES, MATERIAL_UNITS, type MaterialClass, type MaterialCodeOption } from '@vr/contracts';

/** The text key of a unit: 1 grams, 2 millilitres, 3 other. */
export const unitKey = (unit: number) => (unit === 1 ? 'g' : unit === 2 ? 'ml' : 'other');
import { useQuery } from '@tanstack/react-query';
import { Form, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';
import { ChoiceSelect } from '../../../components/list-page';
import { useAppStore } from '../../../stores/app';

type Props = Omit<SelectProps, 'options'>;

/** The classes of the customer `orgId` when it has any (a unit below a customer shows all; the server judges). */
const ofCustomer = (classes: MaterialClass[], orgId: number | undefined) => {
  const own = orgId === undefined ? [] : classes.filter((c) => c.orgId === orgId);
  return own.length ? own : classes;
};

/**
 * The material classifications the caller may see, named in the reader's language; with
 * `ofFormCustomer`, only those of the customer chosen in the surrounding form (`orgId`).
 */
export function MaterialClassSelect({ ofFormCustomer, ...props }: Props & { ofFormCustomer?: boolean }) {
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const orgId = Form.useWatch('orgId', { form, preserve: true }) as number | undefined;
  const classes = useQuery({
    queryKey: ['list', 'goods-material-class', 'options', lang],
    queryFn: async () => ((await get<MaterialClass[]>(MATERIAL_API.classList, { limit: 1000 })).data ?? []) as MaterialClass[],
  });
  return (
    <ChoiceSelect
      choices={ofCustomer(classes.data ?? [], ofFormCustomer ? orgId : undefined)}
      toOption={(c) => ({ value: c.id, label: `${c.className} (${c.classCode})` })}
      loading={classes.isLoading}
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

/** The name of a material option in the reader's language, else the Chinese or English one. */
const optionName = (m: MaterialCodeOption, lang: string) =>
  ({ zh: m.nameZh, en: m.nameEn, es: m.nameEs, ja: m.nameJa })[lang] || m.nameZh || m.nameEn || '';

/** A raw material by its code (the container of a device model): the codes of the caller's customers, with names. */
export function MaterialCodeSelect(props: Props) {
  const lang = useAppStore((s) => s.language);
  const codes = useQuery({
    queryKey: ['list', 'goods-material', 'codes'],
    queryFn: async () => ((await get<MaterialCodeOption[]>(MATERIAL_API.codes)).data ?? []) as MaterialCodeOption[],
  });
  return (
    <ChoiceSelect
      choices={codes.data}
      toOption={(m) => ({ value: m.code, label: `${m.code} · ${optionName(m, lang)}` })}
      loading={codes.isLoading}
      {...props}
    />
  );
}
