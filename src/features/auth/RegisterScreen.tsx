/** /register — see RegisterForm. */
import type { ScreenProps } from '../../routes';
import { RegisterForm } from './RegisterForm';

export default function RegisterScreen(_props: ScreenProps) {
  return <RegisterForm />;
}
