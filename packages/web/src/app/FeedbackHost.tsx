import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../api/feedback';

function Bridge() {
  const instances = App.useApp();
  // After commit: antd drops messages sent before its holders are mounted.
  useEffect(() => bindFeedback(instances), [instances]);
  return null;
}

/** antd's App context holder (inside ConfigProvider, so theme and locale apply). */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <Bridge />
    </App>
  );
}
