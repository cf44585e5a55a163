import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/**
 * Catches a page that fails to load or render (a chunk gone after a new release, a bug) and shows RouteError
 * instead of a blank screen. The layout keys it by path, so moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
