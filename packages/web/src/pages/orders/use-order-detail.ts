import { ORDER_API, type OrderDetail } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/request';

export const ORDER_DETAIL_KEY = 'order-detail';

/** One order's detail (nothing while `id` is null). */
export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [ORDER_DETAIL_KEY, id],
    enabled: id !== null,
    queryFn: async () => (await get<OrderDetail>(ORDER_API.detail, { id })).data ?? null,
  });
}
