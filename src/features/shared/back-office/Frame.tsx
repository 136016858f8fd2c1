/**
 * The frame every back-office page sits in, in the storefront and in the widgets: the side navigation beside the
 * page (stacked on phones), and a widget's section pane, which loads its screen lazily.
 */
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../../../ui/feedback';
import { vars } from '../../../ui/theme';

/**
 * Side navigation and page side by side. `$page` is the storefront's page (its own margins and a wider column, up
 * to `$page` wide); without it, a widget inside the host's page.
 */
export const BackOfficeGrid = styled.div<{ $page?: string }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$page ? '200px' : '180px')} minmax(0, 1fr);
  gap: ${(p) => (p.$page ? '24px' : '16px')};
  font-family: ${vars.fontFamily};
  color: ${vars.text};
  ${(p) => (p.$page ? `max-width: ${p.$page}; margin: 0 auto; padding: 24px 16px;` : '')}
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    ${(p) => (p.$page ? 'padding: 12px;' : '')}
  }
`;

/** A widget's current section: its screen, loaded when first shown. */
export function SectionPane({ section, children }: { section: string; children: ReactNode }) {
  return (
    <div part="section" data-section={section}>
      <Suspense fallback={<Skeleton lines={6} label="页面加载中" />}>{children}</Suspense>
    </div>
  );
}
