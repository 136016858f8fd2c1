/**
 * The frame of the purchase screens (cart, checkout, payment, order detail): the page, its sections, the
 * logged-out prompt of standalone widgets and the error/not-found block of a load.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../core/http';
import { currentPath } from '../../core/navigation';
import { $isLoggedIn } from '../../core/session';
import { Button } from '../../ui/button';
import { Empty } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { Link } from './navigation';
import { useWidget } from './widget';

export const PurchasePage = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  box-sizing: border-box;
  min-width: 0;
  color: ${vars.text};
  h1 {
    margin: 0 0 16px;
    font-size: 22px;
    line-height: 32px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    line-height: 24px;
  }
`;

export const Section = styled.section`
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  padding: 16px 20px;
  margin-bottom: 16px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    line-height: 24px;
  }
  @media (max-width: 480px) {
    padding: 12px;
  }
`;

export const Muted = styled.span`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

/**
 * Logged-out visitors of a standalone widget: a prompt to log in and come back (to the same storefront
 * address inside the storefront, to `fallback` — the storefront screen of the widget — elsewhere).
 */
export function RequireLogin({ children, fallback = '/cart' }: { children: ReactNode; fallback?: string }) {
  const loggedIn = useStore($isLoggedIn);
  const { inStorefront } = useWidget();
  if (loggedIn) return <>{children}</>;
  const back = inStorefront ? currentPath() : fallback;
  return (
    <PurchasePage>
      <Empty
        description="请先登录后查看"
        action={<Link to={`/login?redirect=${encodeURIComponent(back.startsWith('/') ? back : '/cart')}`}>去登录</Link>}
      />
    </PurchasePage>
  );
}

/** The failure of a load: not found (404) or an error with 重试. */
export function LoadFailure({
  error,
  onRetry,
  notFoundText,
}: {
  error: unknown;
  onRetry: () => void;
  notFoundText: string;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return <Empty description={notFoundText} action={<Link to="/enterprise/orders">查看我的订单</Link>} />;
  }
  const message = error instanceof ApiError ? error.message : '加载失败';
  return (
    <Empty
      description={`${message}，请稍后重试`}
      action={
        <Button size="sm" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
