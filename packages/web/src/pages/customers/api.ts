import { CUSTOMER_API, type CustomerDetail, type CustomerPayload, type CustomerRow } from '@vr/contracts';
import type { Key } from 'react';
import { get, post } from '../../api/request';

export const customerApi = {
  detail: (id: number) => get<CustomerDetail>(CUSTOMER_API.detail, { id }).then((e) => e.data!),
  /** Every customer the user may see (the parent-customer choices). */
  options: () => get<CustomerRow[]>(CUSTOMER_API.list, { limit: 1000 }).then((e) => e.data ?? []),
  add: (values: CustomerPayload) => post<CustomerDetail>(CUSTOMER_API.save, values),
  edit: (id: number, values: CustomerPayload) => post<CustomerDetail>(CUSTOMER_API.update, { ...values, id }),
  remove: (ids: Key[]) => post(CUSTOMER_API.delete, { ids: ids.map(Number) }),
};
