/**
 * The operator console's page (routes /operator/*): its own top bar (运营后台, the operator, 退出) over the
 * back-office frame with the console's side navigation — not the shop's header, cart or footer. The login page
 * shows the bar alone.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, type RefObject, useEffect } from 'react';
import styled from 'styled-components';
import { $operatorSession, loadOperator, operatorLogout } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { vars } from '../../ui/theme';
import { BackOfficeGrid } from '../shared/back-office/Frame';
import { Link } from '../shared/navigation';
import { OperatorNav, SectionGate } from './nav';

const Frame = styled.div`
  min-height: 100vh;
  background: ${vars.bgSubtle};
  font-family: ${vars.fontFamily};
  color: ${vars.text};
  main {
    outline: none;
  }
  /* The heading focused after a navigation (src/shell/Storefront.tsx): a line under its words, not a ring. */
  main [tabindex='-1']:focus {
    outline: none;
  }
  main h1[tabindex='-1']:focus-visible {
    text-decoration: underline 2px ${vars.primary};
    text-underline-offset: 6px;
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 24px;
  height: 56px;
  background: #1f2a44;
  color: #fff;
  a {
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    font-size: 16px;
  }
  .who {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 14px;
  }
  .shop {
    font-weight: 400;
    font-size: 14px;
    text-decoration: underline;
  }
`;

const Narrow = styled.div`
  max-width: 420px;
  margin: 48px auto;
  padding: 0 16px;
`;

export interface OperatorLayoutProps {
  path: string;
  children: ReactNode;
  /** The storefront's <main> ref (focus after navigation). */
  mainRef?: RefObject<HTMLElement | null>;
}

export function OperatorLayout({ path, children, mainRef }: OperatorLayoutProps) {
  const session = useStore($operatorSession);
  // The login and the mailed password link's page: no navigation (nobody is signed in).
  const login = path === '/operator/login' || path === '/operator/reset-password';
  // The stored profile may be stale or missing after a reload: refreshed once per token.
  useEffect(() => {
    if (session.token && !login) loadOperator().catch(() => undefined);
  }, [session.token, login]);

  return (
    <Frame data-layout="operator">
      <Bar part="operator-header">
        <Link to="/operator/dashboard">运营后台</Link>
        <div className="who">
          {session.token && session.operator ? <span>{session.operator.Name}</span> : null}
          <Link className="shop" to="/home">
            返回商城
          </Link>
          {session.token ? (
            <Button size="sm" onClick={operatorLogout}>
              退出
            </Button>
          ) : null}
        </div>
      </Bar>
      {login ? (
        <main ref={mainRef} id="b2b-main" tabIndex={-1} part="main">
          <Narrow>{children}</Narrow>
        </main>
      ) : (
        <BackOfficeGrid $page="1320px">
          <OperatorNav current={path} />
          <main ref={mainRef} id="b2b-main" tabIndex={-1} part="main">
            <SectionGate path={path}>{children}</SectionGate>
          </main>
        </BackOfficeGrid>
      )}
    </Frame>
  );
}

export default OperatorLayout;
