/**
 * Why the buyer's company cannot order yet (only a verified company, StatusEnum 30, orders or pays): the same
 * words the server answers with a 403 (src/contract/ordering-rules.ts), shown on the cart and the checkout
 * before the buyer tries, with the way to the company information. The cart and browsing stay open. Loaded
 * only for such a company (./ordering-blocked.ts), out of the widgets' first load.
 */
import { useStore } from '@nanostores/react';
import { orderingRefusal } from '../../contract/ordering-rules';
import { $session } from '../../core/session';
import { Alert } from '../../ui/feedback';
import { Link } from './navigation';

export default function OrderingNotice() {
  const company = useStore($session).company;
  const refusal = company ? orderingRefusal(company) : null;
  if (!refusal) return null;
  return (
    <Alert type="warning" title="暂不能下单" action={<Link to="/enterprise/info">查看企业信息</Link>}>
      {refusal}
    </Alert>
  );
}
