import { Navigate, useLocation, useParams } from 'react-router';
import { sanitizeRedirect } from './redirect';

/** /redirect/<path>: replaces itself with /<path>, so a page can be mounted afresh (tab refresh). */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={sanitizeRedirect(`/${rest}${search}`)} replace />;
}
