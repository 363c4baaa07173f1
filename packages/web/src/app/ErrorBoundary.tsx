import { Component, type ErrorInfo, type ReactNode, Suspense, lazy } from 'react';
import { PageLoading } from '../components/PageLoading';

const RouteError = lazy(() => import('./RouteError'));

type BoundarySink = (error: unknown, componentStack: string | undefined) => void;
let sink: BoundarySink | null = null;

/** The signed-in shell's error log listens here (set while it is mounted). */
export function setBoundaryErrorSink(next: BoundarySink | null): void {
  sink = next;
}

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

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    sink?.(error, info.componentStack ?? undefined);
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
