/** The enterprise area's page in the storefront: the back-office frame with the enterprise side navigation and the screen. */
import type { ReactNode } from 'react';
import { EnterpriseNav } from '../features/enterprise/nav';
import { BackOfficeGrid } from '../features/shared/back-office/Frame';
import { shellStrings as t } from './strings';

/** The refusal has one source (../enterprise/nav); re-exported for the shell's stories. */
export { AdminRefusal } from '../features/enterprise/nav';

export function EnterpriseLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <BackOfficeGrid $page="var(--b2b-storefront-max-width, 1200px)">
      <EnterpriseNav current={path} title={t.enterprise.title} />
      <div>{children}</div>
    </BackOfficeGrid>
  );
}
