import { useUserStore } from '../../stores/user';

/** An account of a customer works in its own customer: only the platform's accounts choose one. */
export function useChoosesCustomer(): boolean {
  return useUserStore((s) => s.session?.userInfo.customerOrgId === null);
}
