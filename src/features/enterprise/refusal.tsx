/** The in-page refusal of an admin-only section (the storefront's route gate shows SHELL's; the widget this one). */
import styled from 'styled-components';
import { vars } from '../../ui/theme';
import { EntLink } from './common';

const Box = styled.section`
  padding: 32px 24px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h1 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
    color: ${vars.textSecondary};
  }
  a {
    color: ${vars.primary};
    text-decoration: underline;
  }
`;

export const REFUSED_TITLE = '该页面仅限企业管理员访问';

export function AdminRefusal() {
  return (
    <Box role="alert" aria-labelledby="ent-refused-title" part="refusal">
      <h1 id="ent-refused-title">{REFUSED_TITLE}</h1>
      <p>企业用户、发票抬头和收票地址由企业管理员管理。您的账号不是管理员，如需调整请联系本企业管理员。</p>
      <EntLink to="/enterprise/info">返回企业信息</EntLink>
    </Box>
  );
}
