/** /enterprise/purchase-lists (采购清单): the lists view; `?id=` opens one list. */

import { useAreaQuery } from '../../shared/back-office/area';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { PurchaseListsView } from './PurchaseListsView';

export default function PurchaseListsScreen({ query }: ScreenProps) {
  const q = useAreaQuery(query);
  return <PurchaseListsView listId={positiveInt(q.get('id'))} />;
}
