import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage';

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render failures outside the areas (react-admin's layout has its own boundary inside
 * them). Logs the error for the developer console; never sends it anywhere.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
