import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The one place a remote's failure ends: its code could not be loaded (the lazy load rejected: network,
 * a missing file, a shared singleton it was not built for) or it threw while rendering.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}
