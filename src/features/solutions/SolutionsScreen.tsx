/** `/solution`: featured solutions with category filters; `?id=` opens a solution, `?categoryId=` filters. */
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../shared/screen';
import { ScreenFrame } from '../shared/screen-frame';
import { Solutions } from './Solutions';

function idOf(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export default function SolutionsScreen({ query }: Pick<ScreenProps, 'query'>) {
  const queryId = idOf(query.get('id'));
  const queryCategory = idOf(query.get('categoryId'));
  const [openId, setOpenId] = useState<number | null>(queryId);
  const [categoryId, setCategoryId] = useState<number | null>(queryCategory);
  useEffect(() => setOpenId(queryId), [queryId]);
  useEffect(() => setCategoryId(queryCategory), [queryCategory]);
  return (
    <ScreenFrame>
      <Solutions categoryId={categoryId} onCategoryChange={setCategoryId} openId={openId} onOpenChange={setOpenId} />
    </ScreenFrame>
  );
}
