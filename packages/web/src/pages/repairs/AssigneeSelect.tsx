import { POINT_API, type PointAccount, REPAIR_UNASSIGNED } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';

interface AssigneeSelectProps {
  /** The form item's id, which its label points at. */
  id?: string;
  value?: number | string;
  onChange?(value: number | string | undefined): void;
}

/** The assignee filter: one of the caller's customer's accounts, or the records assigned to nobody. */
export function AssigneeSelect({ id, value, onChange }: AssigneeSelectProps) {
  const { t } = useTranslation('repairs');
  const accounts = useQuery({
    queryKey: ['point-accounts', null],
    queryFn: async () => (await get<PointAccount[]>(POINT_API.accounts, undefined, { silent: true })).data ?? [],
    staleTime: 30_000,
  });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      placeholder={t('assignee.all')}
      loading={accounts.isLoading}
      data-testid="search-assignee"
      options={[
        { value: REPAIR_UNASSIGNED, label: t('assignee.nobody') },
        ...(accounts.data ?? []).map((a) => ({ value: a.id, label: a.employeeName || a.username })),
      ]}
    />
  );
}
