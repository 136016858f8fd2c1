/** /login — see LoginForm. `?redirect=` brings the user back after logging in (same-site paths only). */
import type { ScreenProps } from '../shared/screen';
import { LoginForm } from './LoginForm';

export default function LoginScreen({ query }: ScreenProps) {
  return <LoginForm redirect={query.get('redirect')} />;
}
