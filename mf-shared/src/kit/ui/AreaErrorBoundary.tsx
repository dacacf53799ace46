import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';

export interface AreaErrorBoundaryProps {
  children: ReactNode;
  /** Shown above the Retry button. */
  message?: string;
  /** Called when the visitor presses Retry, before the children render again. */
  onReset?: () => void;
}

interface AreaErrorBoundaryState {
  error: Error | null;
}

/** Keeps a crash in one area from blanking the page: shows an error with Retry, which renders the children again. */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AreaErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Area crashed', error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorState message={this.props.message} onRetry={this.reset} />;
    return this.props.children;
  }
}
