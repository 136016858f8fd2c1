// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function FindPasswordScreen(_props: ScreenProps) {
  return <h1>找回密码</h1>;
}
