/** The not-found page of the catch-all route (and of `/:type/detail/:id` with an unknown type). */
import styled from 'styled-components';
import { Link } from '../features/shared/navigation';
import type { ScreenProps } from '../features/shared/screen';
import { vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Box = styled.section`
  max-width: 520px;
  margin: 48px auto;
  padding: 0 16px;
  text-align: center;
  .code {
    font-size: 64px;
    font-weight: 600;
    line-height: 1;
    color: ${vars.primary};
    opacity: 0.9;
  }
  h1 {
    margin: 16px 0 8px;
    font-size: 24px;
    color: ${vars.text};
  }
  p {
    margin: 0 0 24px;
    color: ${vars.textSecondary};
  }
  nav {
    display: flex;
    gap: 16px;
    justify-content: center;
    flex-wrap: wrap;
  }
  a {
    display: inline-flex;
    align-items: center;
    height: ${vars.buttonHeightLg};
    padding: 0 20px;
    border: 1px solid ${vars.primary};
    border-radius: ${vars.radiusInput};
    text-decoration: none;
  }
  a.primary {
    background: ${vars.primary};
    color: #fff;
  }
`;

export default function NotFoundScreen(_props: ScreenProps) {
  return (
    <Box aria-labelledby="b2b-not-found-title">
      <div className="code" aria-hidden="true">
        404
      </div>
      <h1 id="b2b-not-found-title">{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <nav aria-label={t.notFound.title}>
        <Link className="primary" to="/home">
          {t.notFound.home}
        </Link>
        <Link to="/search/online">{t.notFound.search}</Link>
      </nav>
    </Box>
  );
}
