// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function CatalogueScreen({ catalogue }: ScreenProps & { catalogue: 'online' | 'consultation' }) {
  return <h1>{catalogue === 'online' ? '在线采购' : '咨询采购'}</h1>;
}
