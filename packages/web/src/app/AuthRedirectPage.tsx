import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath, sanitizeRedirect } from './redirect';
import { PageLoading } from '../components/PageLoading';
import { useUserStore } from '../stores/user';

/**
 * Single sign-on hand-off: /auth-redirect?token=…&redirect=…. The guard has already adopted
 * the token and loaded the user; this page only moves on to the wanted path.
 */
export default function AuthRedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useUserStore((s) => s.token);
  const target = sanitizeRedirect(params.get('redirect'));

  useEffect(() => {
    void navigate(token ? target : loginPath(target), { replace: true });
  }, [navigate, token, target]);

  return <PageLoading />;
}
