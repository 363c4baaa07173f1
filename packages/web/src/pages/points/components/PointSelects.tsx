import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePointOptions } from './point-options';

export interface PointSelectProps extends Omit<SelectProps<number>, 'options' | 'value' | 'onChange' | 'mode'> {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** Only this customer's (organisation subtree's) entries. */
  orgId?: number | null;
}

function PointSelect({
  kind,
  value,
  onChange,
  orgId,
  zoneId,
  ...rest
}: PointSelectProps & { kind: 'site' | 'zone' | 'route'; zoneId?: number | null }) {
  const { t } = useTranslation('points');
  const { data, isLoading } = usePointOptions(kind, { orgId, zoneId });
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      placeholder={t(`select.${kind}`)}
      {...rest}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={(data ?? []).map((o) => ({ value: o.id, label: o.code ? `${o.name} (${o.code})` : o.name }))}
    />
  );
}

/** A point (site) of the caller's scope; `orgId` narrows it to one customer. Enabled points only. */
export function SiteSelect(props: PointSelectProps) {
  return <PointSelect kind="site" data-testid="site-select" {...props} />;
}

/** A partition (zone) of the caller's scope; `orgId` narrows it to one customer. */
export function ZoneSelect(props: PointSelectProps) {
  return <PointSelect kind="zone" data-testid="zone-select" {...props} />;
}

/** A route (line) of the caller's scope; `orgId` narrows it to one customer, `zoneId` to one partition. */
export function RouteSelect(props: PointSelectProps & { zoneId?: number | null }) {
  return <PointSelect kind="route" data-testid="route-select" {...props} />;
}
