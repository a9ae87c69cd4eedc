import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteError } from './RemoteError';

interface Props {
  /** Called before the boundary renders its children again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed to load or render', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <RemoteError onRetry={this.retry} /> : this.props.children;
  }
}
