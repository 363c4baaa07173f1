import type { RoleRow } from '@vr/contracts';
import { useMemo, useState } from 'react';
import { ListPage, ListScreenSearch, ListScreenTable, useListScreen } from '../../components/list-page';
import { AuthUsersDrawer } from './AuthUsersDrawer';
import { DataScopeModal } from './DataScopeModal';
import { roleScreen } from './role-screen';
import { RoleForm } from './RoleForm';

/** System → Roles. */
export default function RolePage() {
  const [scoping, setScoping] = useState<RoleRow | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const screen = useMemo(() => roleScreen({ scope: setScoping, users: setUsersOf }), []);
  const state = useListScreen(screen);

  return (
    <ListPage testId="role-page" search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
      {state.formOpen && <RoleForm role={state.editing} onClose={state.closeForm} onSaved={state.afterChange} />}
      {scoping && <DataScopeModal role={scoping} onClose={() => setScoping(null)} onSaved={state.afterChange} />}
      {usersOf && <AuthUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />}
    </ListPage>
  );
}
