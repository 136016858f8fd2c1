// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function ResetPasswordScreen(_props: ScreenProps) {
  return <h1>重置密码</h1>;
}
