/** /enterprise/purchase-lists (采购清单): the lists view; `?id=` opens one list. */
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { useEnterpriseQuery } from '../nav';
import { PurchaseListsView } from './PurchaseListsView';

export default function PurchaseListsScreen({ query }: ScreenProps) {
  const q = useEnterpriseQuery(query);
  return <PurchaseListsView listId={positiveInt(q.get('id'))} />;
}
