// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function LegalScreen({ doc }: ScreenProps & { doc: 'networkProtocol' | 'privacyStatement' }) {
  return <h1>{doc === 'networkProtocol' ? '网络服务协议' : '隐私声明'}</h1>;
}
