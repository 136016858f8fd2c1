/**
 * Isolates a crash: the widget shows 「组件加载失败」 with 重试, the host page and the other widgets
 * keep working, and the page hears a `b2b-error` event.
 */
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { vars } from '../../ui/theme';
import { strings } from './strings';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per crash (the element emits `b2b-error`). */
  onError?: (error: unknown) => void;
  /** When this value changes, a crashed boundary resets (e.g. the route path). */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

const Box = styled.div`
  padding: 24px 16px;
  text-align: center;
  color: ${vars.textSecondary};
  p {
    margin: 0 0 12px;
    font-size: 14px;
    color: ${vars.text};
  }
`;

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  private retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <Box role="alert" part="error">
        <p>{strings.widgetFailed}</p>
        <Button size="sm" onClick={this.retry}>
          {strings.retry}
        </Button>
      </Box>
    );
  }
}
