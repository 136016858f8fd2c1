/**
 * The frame of the browsing screens (home, solutions, showcase, brand, help): the centred page, a section's
 * heading row and the responsive grid of cards with its loading skeleton.
 */
import styled from 'styled-components';
import { SkeletonBlock } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { slots } from '../../ui/utils';
import { browseStrings as t } from './browse-strings';

/** Page frame of a browsing screen: centred, 1200 px max, 16 px gutters on phones. */
export const ScreenFrame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 20px 16px 40px;
  box-sizing: border-box;
  min-width: 0;
  color: ${vars.text};
  h1 {
    margin: 0 0 16px;
    font-size: 24px;
    line-height: 32px;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    padding: 12px 12px 32px;
    h1 {
      font-size: 20px;
      line-height: 28px;
    }
  }
`;

/** Heading row of a section: title left, an action link right. */
export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin: 28px 0 12px;
  h2 {
    margin: 0;
    font-size: 20px;
    line-height: 28px;
  }
  a {
    font-size: 14px;
    color: ${vars.primary};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** Responsive grid of cards (min column width in px). */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 200}px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;

/** Skeleton cards while a grid loads. */
export function CardGridSkeleton({ count = 4, height = 220, min }: { count?: number; height?: number; min?: number }) {
  return (
    <CardGrid $min={min} aria-busy="true" aria-label={t.loading}>
      {slots(count).map((slot) => (
        <li key={slot}>
          <SkeletonBlock $height={height} />
        </li>
      ))}
    </CardGrid>
  );
}
