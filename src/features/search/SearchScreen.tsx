// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function SearchScreen({ catalogue }: ScreenProps & { catalogue: 'online' | 'consultation' }) {
  return <h1>{catalogue === 'online' ? '搜索在线采购商品' : '搜索咨询采购商品'}</h1>;
}
