/**
 * The standalone `<b2b-operator section>` widget: the console's side navigation and the same screens as
 * the storefront's /operator/* routes, on the back-office frame (sections switched in component state, the host
 * page's URL never touched). Without an operator session it shows the operator login first.
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, lazy } from 'react';
import styled from 'styled-components';
import { $operatorSession, operatorLogout } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { AreaNavContext, useSectionState } from '../shared/back-office/area';
import { BackOfficeGrid, SectionPane } from '../shared/back-office/Frame';
import type { ScreenProps } from '../shared/screen';
import { OperatorNav, SectionGate } from './nav';
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
  const where = useSectionState(section, operatorSectionOf);

  if (!session.token) {
    return (
      <AreaNavContext.Provider value={where.nav}>
        <div part="operator">
          <OperatorLoginForm onDone={() => undefined} />
        </div>
      </AreaNavContext.Provider>
    );
  }
  const Screen = SCREENS[where.section];
  const path = `/operator/${where.section}`;
  return (
    <AreaNavContext.Provider value={where.nav}>
      <div part="operator">
        <Top>
          {session.operator ? <span>{session.operator.Name}</span> : null}
          <Button size="sm" onClick={operatorLogout}>
            退出
          </Button>
        </Top>
        <BackOfficeGrid>
          <OperatorNav current={path} />
          <SectionPane section={where.section}>
            <SectionGate path={path}>
              <Screen
                key={`${where.section}?${where.query.toString()}`}
                params={{ resource: where.section }}
                query={where.query}
              />
            </SectionGate>
          </SectionPane>
        </BackOfficeGrid>
      </div>
    </AreaNavContext.Provider>
  );
}

export default OperatorWidget;
