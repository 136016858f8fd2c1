/**
 * Where a product card shows the buyer's tools (heart, 加入采购清单): nothing for a visitor; for a logged-in buyer the
 * tools' chunk (./CardTools.tsx), loaded on demand so that no widget's first render carries it. The card is their
 * positioned box.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $isLoggedIn } from '../../../core/session';
import type { CardToolsProps } from './CardTools';

const CardTools = lazy(() => import('./CardTools'));

export function CardToolsSlot(props: CardToolsProps) {
  const loggedIn = useStore($isLoggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <CardTools {...props} />
    </Suspense>
  );
}
