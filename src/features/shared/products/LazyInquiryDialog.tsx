/**
 * The inquiry dialog loaded on first use: the form code (react-hook-form) stays out of the catalogue's chunk
 * until a visitor clicks 咨询.
 */
import { lazy, Suspense } from 'react';
import type { InquiryDialogProps } from './InquiryDialog';

const InquiryDialog = lazy(() => import('./InquiryDialog'));

export function LazyInquiryDialog(props: InquiryDialogProps) {
  return (
    <Suspense fallback={null}>
      {/* Another product is another inquiry: a fresh form, not the previous product's input. */}
      <InquiryDialog key={props.product.Id} {...props} />
    </Suspense>
  );
}
