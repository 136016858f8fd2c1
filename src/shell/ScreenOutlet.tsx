/**
 * Renders the current route's screen: a Skeleton while its chunk loads, the retry screen when the
 * chunk failed or timed out (120 s), the screen inside an error boundary once loaded.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../features/shared/ErrorBoundary';
import type { ScreenLoader, ScreenModule } from '../features/shared/route-types';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/feedback';
import { vars } from '../ui/theme';
import { loadedScreen, loadScreen, ScreenLoadError } from './screenLoader';
import { shellStrings as t } from './strings';

export interface ScreenOutletProps {
  loader: ScreenLoader;
  /** Props for the screen: params, query and the route's own props. */
  screenProps: Record<string, unknown>;
  /** Identifies the page (path + query): a crashed screen resets when it changes. */
  pageKey: string;
  /** Called once the screen has rendered (focus management); keep it stable (`useCallback`). */
  onReady?: () => void;
  /** Called once there is something to show: the screen, or the retry screen (keep it stable). */
  onShown?: () => void;
  /** Chunk time-out (default 120 s; stories use less). */
  timeoutMs?: number;
}

type State =
  | { loader: ScreenLoader; status: 'loading' }
  | { loader: ScreenLoader; status: 'ready'; module: ScreenModule }
  | { loader: ScreenLoader; status: 'failed'; reason: 'timeout' | 'failed' };

function initial(loader: ScreenLoader): State {
  const module = loadedScreen(loader);
  return module ? { loader, status: 'ready', module } : { loader, status: 'loading' };
}

const Retry = styled.section`
  max-width: 480px;
  margin: 48px auto;
  padding: 0 16px;
  text-align: center;
  h1 {
    font-size: 20px;
    margin: 0 0 8px;
    color: ${vars.text};
  }
  p {
    color: ${vars.textSecondary};
    margin: 0 0 20px;
  }
`;

/** The screen shown when a chunk failed to load or timed out. */
export function RetryScreen({ reason, onRetry }: { reason: 'timeout' | 'failed'; onRetry: () => void }) {
  return (
    <Retry role="alert" aria-labelledby="b2b-load-failed-title">
      <h1 id="b2b-load-failed-title">{t.loadFailed.title}</h1>
      <p>{reason === 'timeout' ? t.loadFailed.timeout : t.loadFailed.text}</p>
      <Button variant="primary" onClick={onRetry}>
        {t.loadFailed.retry}
      </Button>
    </Retry>
  );
}

const Loading = styled.div`
  padding: 24px 16px;
  max-width: 1200px;
  margin: 0 auto;
`;

/** A screen's loading state: while its chunk loads, or until its first render's turn (Storefront). */
export function ScreenLoading() {
  return (
    <Loading aria-busy="true">
      <Skeleton lines={6} label={t.loading} />
    </Loading>
  );
}

export function ScreenOutlet({ loader, screenProps, pageKey, onReady, onShown, timeoutMs }: ScreenOutletProps) {
  const [state, setState] = useState<State>(() => initial(loader));
  const [attempt, setAttempt] = useState(0);
  const current: State = state.loader === loader ? state : initial(loader);

  useEffect(() => {
    if (loadedScreen(loader)) return; // loaded before: rendered at once, nothing to fetch
    let cancelled = false;
    setState({ loader, status: 'loading' });
    loadScreen(loader, timeoutMs).then(
      (module) => !cancelled && setState({ loader, status: 'ready', module }),
      (error: unknown) =>
        !cancelled &&
        setState({ loader, status: 'failed', reason: error instanceof ScreenLoadError ? error.reason : 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [loader, attempt, timeoutMs]);

  const ready = current.status === 'ready';
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, pageKey, onReady]);
  const shown = current.status !== 'loading';
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  if (current.status === 'loading') return <ScreenLoading />;
  if (current.status === 'failed') {
    return <RetryScreen reason={current.reason} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const Screen = current.module.default;
  return (
    <ErrorBoundary resetKey={pageKey}>
      <Screen {...(screenProps as { params: Record<string, string>; query: URLSearchParams })} />
    </ErrorBoundary>
  );
}
