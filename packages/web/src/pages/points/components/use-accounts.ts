import { POINT_API, type PointAccount } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/request';

/** Enabled accounts of a customer (the caller's own without `orgId`): alarm recipients, route maintainers. */
export function useCustomerAccounts(orgId: number | null | undefined) {
  return useQuery({
    queryKey: ['point-accounts', orgId ?? null],
    queryFn: async () => (await get<PointAccount[]>(POINT_API.accounts, orgId ? { orgId } : undefined, { silent: true })).data ?? [],
    staleTime: 30_000,
  });
}
