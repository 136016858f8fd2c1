/** The enterprise area's frame: the enterprise side navigation (all eight routes, admin-only entries marked) and the screen. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EnterpriseNav } from '../features/enterprise/nav';
import { shellStrings as t } from './strings';

/** The refusal has one source (../enterprise/nav); re-exported for the shell's stories. */
export { AdminRefusal } from '../features/enterprise/nav';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 24px;
  max-width: var(--b2b-storefront-max-width, 1200px);
  margin: 0 auto;
  padding: 24px 16px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    padding: 12px;
  }
`;

export function EnterpriseLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Grid>
      <EnterpriseNav current={path} title={t.enterprise.title} />
      <div>{children}</div>
    </Grid>
  );
}
