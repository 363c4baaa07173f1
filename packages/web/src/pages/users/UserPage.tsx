import type { UserRow } from '@vr/contracts';
import { Card, Grid } from 'antd';
import { useMemo, useState } from 'react';
import { ListPage, ListScreenImport, ListScreenSearch, ListScreenTable, useListScreen } from '../../components/list-page';
import { OrgTree } from '../../components/org-tree-select';
import { BindLoginModal } from './BindLoginModal';
import { ResetPasswordModal } from './ResetPasswordModal';
import { userScreen } from './user-screen';
import { UserForm } from './UserForm';

const PINNED = ['orgId'];

/** System → Accounts: organisation tree on the left, the accounts of its subtree on the right. */
export default function UserPage() {
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [binding, setBinding] = useState<UserRow | null>(null);
  const screen = useMemo(() => userScreen({ resetPassword: setResetting, bindLogin: setBinding }), []);
  // The tree's organisation stays chosen through the filter bar's search and reset.
  const state = useListScreen(screen, { pinned: PINNED });
  const { query } = state;
  const orgId = query.filters.orgId as number | undefined;
  // Below tablets the tree goes above the list.
  const stacked = !Grid.useBreakpoint().md;

  return (
    <div
      style={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', gap: 12, alignItems: stacked ? 'stretch' : 'flex-start' }}
      data-testid="user-page"
    >
      <Card size="small" style={stacked ? undefined : { width: 260, flex: 'none' }}>
        <OrgTree value={orgId} onChange={(id) => query.search({ ...query.filters, orgId: id })} />
      </Card>
      <div style={{ flex: stacked ? undefined : 1, minWidth: 0 }}>
        <ListPage search={<ListScreenSearch state={state} />}>
          <ListScreenTable state={state} />
        </ListPage>
      </div>
      {state.formOpen && <UserForm user={state.editing} defaultOrgId={orgId} onClose={state.closeForm} onSaved={state.afterChange} />}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
      {binding && <BindLoginModal user={binding} onClose={() => setBinding(null)} onSaved={state.afterChange} />}
      <ListScreenImport state={state} />
    </div>
  );
}
