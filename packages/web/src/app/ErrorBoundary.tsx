import { Component, type ReactNode, Suspense, lazy } from 'react';
import { PageLoading } from '../components/PageLoading';

const RouteError = lazy(() => import('./RouteError'));

interface Props {
  /** The boundary clears when this changes (the path), so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/** Catches a screen that throws or whose code failed to download (e.g. after a release). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={<PageLoading />}>
        <RouteError />
      </Suspense>
    );
  }
}
