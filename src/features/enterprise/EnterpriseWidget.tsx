/**
 * The standalone `<b2b-enterprise section>` widget: the enterprise side navigation and the same screens
 * as the storefront's /enterprise/* routes, on the back-office frame. Sections switch in component state (the
 * host page's URL is never touched); links outside the enterprise area go to the storefront (`b2b-navigate`).
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, lazy } from 'react';
import { $isAdmin, $isLoggedIn } from '../../core/session';
import { Empty } from '../../ui/feedback';
import { AreaNavContext, useSectionState } from '../shared/back-office/area';
import { BackOfficeGrid, SectionPane } from '../shared/back-office/Frame';
import { Link } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { AdminRefusal, EnterpriseNav } from './nav';
import { ENTERPRISE_PAGES, type EnterprisePage, type EnterpriseSection } from './pages';

export type { EnterpriseSection } from './pages';

type SectionEntry = EnterprisePage & { Screen: ComponentType<ScreenProps> };

/** Each section's page and its screen, loaded when the section is first shown. */
const SECTIONS = Object.fromEntries(
  ENTERPRISE_PAGES.map((page): [string, SectionEntry] => [page.section, { ...page, Screen: lazy(page.screen) }]),
) as Record<EnterpriseSection, SectionEntry>;

/** Not in the widget's side navigation (reached from 开票历史, which stays marked). */
const DETAIL_PATH = SECTIONS['invoice-detail'].path;

/** The section of an enterprise path (`/enterprise` → info), or null. */
export function sectionOf(path: string): EnterpriseSection | null {
  const clean = path.split('?')[0]!.replace(/\/+$/, '');
  if (clean === '/enterprise') return 'info';
  return ENTERPRISE_PAGES.find((page) => page.path === clean)?.section ?? null;
}

export interface EnterpriseWidgetProps {
  /** The first section shown. */
  section?: EnterpriseSection;
  /** Query of the first section (e.g. `id=3` for invoice-detail). */
  initialQuery?: string;
}

export function EnterpriseWidget({ section = 'info', initialQuery = '' }: EnterpriseWidgetProps) {
  const loggedIn = useStore($isLoggedIn);
  const isAdmin = useStore($isAdmin);
  const where = useSectionState(section, sectionOf, initialQuery);

  const current = SECTIONS[where.section];
  if (!loggedIn) {
    return (
      <Empty
        description="请先登录企业账号后查看企业中心"
        action={<Link to={`/login?redirect=${encodeURIComponent(current.path)}`}>去登录</Link>}
      />
    );
  }
  const { Screen } = current;
  const adminOnly = current.access === 'admin';
  const active = where.section === 'invoice-detail' ? 'invoice-history' : where.section;

  return (
    <AreaNavContext.Provider value={where.nav}>
      <BackOfficeGrid part="enterprise">
        <EnterpriseNav current={SECTIONS[active].path} skip={[DETAIL_PATH]} />
        <SectionPane section={where.section}>
          {adminOnly && !isAdmin ? <AdminRefusal /> : <Screen key={where.section} params={{}} query={where.query} />}
        </SectionPane>
      </BackOfficeGrid>
    </AreaNavContext.Provider>
  );
}

export default EnterpriseWidget;
