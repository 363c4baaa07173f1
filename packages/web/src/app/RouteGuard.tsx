import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { useUserStore } from '../stores/user';
import { type GuardStep, guardStep, queryTokenChange } from './guard';
import { withoutTokenParam } from './redirect';
import { logout } from './session';
import { loadUserOnce } from './user-loader';

/**
 * The route guard, decided on every render from the location and the user store,
 * so nothing behind it renders before the check passed.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const rolesLoaded = useUserStore((s) => s.roles.length > 0);
  const fullPath = `${location.pathname}${location.search}`;
  const change = queryTokenChange(location.search, token);
  const step: GuardStep | { kind: 'adoptToken' } = change
    ? { kind: 'adoptToken' }
    : guardStep({ pathname: location.pathname, fullPath, token, rolesLoaded });
  const adopted = change?.token;
  const latestPath = useRef(fullPath);
  useLayoutEffect(() => {
    latestPath.current = fullPath;
  });
  // Set while leaving after a failed load: the router commits the new location in a transition,
  // later than the store empties, and the guard must not decide on the old path meanwhile.
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (adopted === undefined) return;
    const store = useUserStore.getState();
    store.clear();
    if (adopted) store.setToken(adopted);
  }, [adopted]);

  useEffect(() => {
    if (step.kind !== 'loadUser') return;
    let active = true;
    void loadUserOnce(token, latestPath.current).then((failure) => {
      if (!active) return; // a newer run of this effect waits on the same load
      if (failure?.kind === 'logout') {
        setLeavingFrom(latestPath.current);
        void logout();
        return;
      }
      if (failure) {
        setLeavingFrom(latestPath.current);
        void navigate(failure.to, { replace: true });
        useUserStore.getState().resetToken();
        return;
      }
      // A handed-over token leaves the address bar once it proved good.
      const path = latestPath.current;
      if (withoutTokenParam(path) !== path) void navigate(withoutTokenParam(path), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [step.kind, token, navigate]);

  if (leavingFrom === fullPath) return <PageLoading />;
  if (step.kind === 'redirect') return <Navigate to={step.to} replace />;
  if (step.kind !== 'pass') return <PageLoading />;
  return children;
}
