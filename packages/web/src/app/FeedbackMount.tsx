import { Suspense, lazy, useEffect, useState } from 'react';
import { onFeedbackNeeded } from '../api/feedback';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * Mounts antd's <App> holder for messages, notifications and confirm boxes once the first
 * one is needed, so the sign-in page does not download them up front.
 */
export function FeedbackMount() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFeedbackNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}
