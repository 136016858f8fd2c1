/**
 * Where the detail page shows the buyer's tools (heart, 加入采购清单): nothing for a visitor; for a logged-in buyer the
 * tools' chunk (./buyer-tools.tsx), loaded on demand so that <b2b-product> does not carry it in its first render.
 * (The order detail's 加入采购清单 loads the same chunk: ReorderButton.tsx.)
 */
import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { $isLoggedIn } from '../../../core/session';
import type { ProductToolsProps } from './buyer-tools';

const Product = lazy(() => import('./buyer-tools').then((m) => ({ default: m.ProductTools })));

function WhenLoggedIn({ children }: { children: ReactNode }) {
  const loggedIn = useStore($isLoggedIn);
  return loggedIn ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function ProductToolsSlot(props: ProductToolsProps) {
  return (
    <WhenLoggedIn>
      <Product {...props} />
    </WhenLoggedIn>
  );
}
