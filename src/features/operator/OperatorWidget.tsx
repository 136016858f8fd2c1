/**
 * The standalone `<b2b-operator section>` widget: the console's side navigation and the same screens as
 * the storefront's /operator/* routes, sections switched in component state (the host page's URL is never
 * touched). Without an operator session it shows the operator login first.
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { $operatorSession, operatorLogout } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import type { ScreenProps } from '../shared/screen';
import { OperatorNav, OperatorNavContext, type OperatorNavValue, SectionGate } from './nav';
import { OperatorLoginForm } from './OperatorLoginForm';
import { OPERATOR_PAGES } from './pages';
import { type OperatorSection, operatorSectionOf } from './sections';

export { OPERATOR_SECTIONS, type OperatorSection, operatorSectionOf } from './sections';

/** Each section's screen, loaded when first shown; the seven content sections (brands … help) share one. */
const SCREENS = Object.fromEntries(
  OPERATOR_PAGES.flatMap((page) => {
    const Screen = lazy(page.screen);
    const sections = page.paramValues?.resource ?? [page.path.replace('/operator/', '')];
    return sections.map((section): [string, ComponentType<ScreenProps>] => [section, Screen]);
  }),
) as Record<OperatorSection, ComponentType<ScreenProps>>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: 16px;
  font-family: ${vars.fontFamily};
  color: ${vars.text};
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  font-size: 14px;
`;

export interface OperatorWidgetProps {
  section?: OperatorSection;
}

export function OperatorWidget({ section = 'dashboard' }: OperatorWidgetProps) {
  const session = useStore($operatorSession);
  const [where, setWhere] = useState<{ section: OperatorSection; query: string }>({ section, query: '' });
  const [lastProp, setLastProp] = useState(section);
  if (lastProp !== section) {
    setLastProp(section);
    setWhere({ section, query: '' });
  }
  const nav = useMemo<OperatorNavValue>(
    () => ({
      go: (to) => {
        const next = operatorSectionOf(to);
        if (!next) return;
        const i = to.indexOf('?');
        setWhere({ section: next, query: i >= 0 ? to.slice(i + 1) : '' });
      },
    }),
    [],
  );

  if (!session.token) {
    return (
      <OperatorNavContext.Provider value={nav}>
        <div part="operator">
          <OperatorLoginForm onDone={() => undefined} />
        </div>
      </OperatorNavContext.Provider>
    );
  }
  const Screen = SCREENS[where.section];
  return (
    <OperatorNavContext.Provider value={nav}>
      <div part="operator">
        <Top>
          {session.operator ? <span>{session.operator.Name}</span> : null}
          <Button size="sm" onClick={operatorLogout}>
            退出
          </Button>
        </Top>
        <Grid>
          <OperatorNav current={`/operator/${where.section}`} />
          <div part="section" data-section={where.section}>
            <SectionGate path={`/operator/${where.section}`}>
              <Suspense fallback={<Skeleton lines={6} label="页面加载中" />}>
                <Screen
                  key={`${where.section}?${where.query}`}
                  params={{ resource: where.section }}
                  query={new URLSearchParams(where.query)}
                />
              </Suspense>
            </SectionGate>
          </div>
        </Grid>
      </div>
    </OperatorNavContext.Provider>
  );
}

export default OperatorWidget;
