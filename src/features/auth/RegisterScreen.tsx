// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function RegisterScreen(_props: ScreenProps) {
  return <h1>注册</h1>;
}
