import { Form } from 'antd';
import { type PointSelectProps, RouteSelect, ZoneSelect } from './PointSelects';

type FilterProps = Omit<PointSelectProps, 'orgId'>;

/** The customer chosen in the same form (filter bar or drawer). */
function useFormCustomer() {
  return Form.useWatch('orgId', Form.useFormInstance()) as number | undefined;
}

/** A partition picker limited to the customer chosen in the same form. */
export function CustomerZoneSelect(props: FilterProps) {
  return <ZoneSelect {...props} orgId={useFormCustomer()} />;
}

/** A route picker limited to the customer chosen in the same form. */
export function CustomerRouteSelect(props: FilterProps) {
  return <RouteSelect {...props} orgId={useFormCustomer()} />;
}
