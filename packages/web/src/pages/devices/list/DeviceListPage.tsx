import type { DeviceSecretAnswer } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { type Key, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ListPage, ListScreenImport, ListScreenSearch, ListScreenTable, useListScreen } from '../../../components/list-page';
import { deviceApi } from './api';
import { BatchAssignDialog } from './BatchAssignDialog';
import { WarrantyDialog } from './WarrantyDialog';
import { DeviceBatchButtons } from './DeviceBatchButtons';
import { activeCounter, type CounterKey, counterFilters, DeviceCounters, withoutCounters } from './DeviceCounters';
import { deviceScreen, LIVE_REFRESH_MS } from './device-screen';
import { GrantDialog } from './GrantDialog';
import { MaterialWarningsDialog } from './MaterialWarningsDialog';
import { SecretDialog } from './SecretDialog';
import { filtersFromSearch } from './url-filters';

/** Device list: counters over the filters, live status, batch actions; filters may come in the address. */
export default function DeviceListPage() {
  const [secret, setSecret] = useState<DeviceSecretAnswer | null>(null);
  const screen = useMemo(() => deviceScreen(setSecret), []);
  // Each address is a tab of its own (keep-alive by full path): its filters are read once.
  const { search } = useLocation();
  const [initialFilters] = useState(() => filtersFromSearch(search));
  const state = useListScreen(screen, { initialFilters });
  const { query, searchForm } = state;
  const options = useQuery({ queryKey: ['device-options'], queryFn: deviceApi.options });
  const [granting, setGranting] = useState(false);
  const [assigning, setAssigning] = useState<Key[] | null>(null);
  const [warranty, setWarranty] = useState<Key[] | null>(null);
  const [materials, setMaterials] = useState(false);

  // Counters: the list's filters without the counter filters themselves, blanks dropped.
  const counterParams = useMemo(
    () => Object.fromEntries(Object.entries(withoutCounters(query.filters)).filter(([, v]) => v !== undefined && v !== null && v !== '')),
    [query.filters],
  );
  const counts = useQuery({
    queryKey: ['device-counts', counterParams],
    queryFn: () => deviceApi.counts(counterParams),
    refetchInterval: LIVE_REFRESH_MS,
  });

  const pickCounter = (key: CounterKey) => {
    const next = counterFilters(query.filters, key);
    searchForm.setFieldsValue({ online: next.online, fault: next.fault, warning: next.warning, lowMaterial: next.lowMaterial });
    query.search(next);
  };

  return (
    <ListPage
      testId="device-list-page"
      search={
        <>
          <DeviceCounters counts={counts.data} loading={counts.isLoading} active={activeCounter(query.filters)} onPick={pickCounter} />
          <ListScreenSearch state={state} />
        </>
      }
    >
      <ListScreenTable
        state={state}
        extra={
          <DeviceBatchButtons
            selected={state.selected}
            exportParams={query.exportParams}
            confirmDelete={state.confirmDelete}
            onAssign={setAssigning}
            onWarranty={setWarranty}
            onMaterials={() => setMaterials(true)}
            onGrant={() => setGranting(true)}
            afterChange={state.afterChange}
          />
        }
      />
      <ListScreenImport state={state} />
      <MaterialWarningsDialog open={materials} filters={counterParams} onClose={() => setMaterials(false)} />
      <GrantDialog open={granting} onClose={() => setGranting(false)} />
      <BatchAssignDialog ids={assigning} options={options.data} onClose={() => setAssigning(null)} onDone={state.afterChange} />
      <WarrantyDialog ids={warranty} onClose={() => setWarranty(null)} onDone={state.afterChange} />
      <SecretDialog answer={secret} onClose={() => setSecret(null)} />
    </ListPage>
  );
}
