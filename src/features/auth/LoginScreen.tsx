// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function LoginScreen(_props: ScreenProps) {
  return <h1>登录</h1>;
}
