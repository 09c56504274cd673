import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../features/errors/ErrorScreen';

interface State {
  error: Error | null;
}

/** Last line of defence: a render error anywhere shows the error screen, not a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
