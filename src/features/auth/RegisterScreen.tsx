/** /register — see RegisterForm. */
import type { ScreenProps } from '../shared/screen';
import { RegisterForm } from './RegisterForm';

export default function RegisterScreen(_props: ScreenProps) {
  return <RegisterForm />;
}
