/**
 * 各角色的权限: what each role may do, listed on the users page (the server enforces the same). Shared by the
 * page and its stories.
 */
import styled from 'styled-components';
import { vars } from '../../../ui/theme';
import { ROLE_RIGHTS } from '../governance/strings';

const Section = styled.section`
  margin-top: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    color: ${vars.textSecondary};
  }
`;

export function RoleRights() {
  return (
    <Section aria-labelledby="role-rights-title">
      <h2 id="role-rights-title">各角色的权限</h2>
      <dl>
        {ROLE_RIGHTS.map((r) => (
          <div key={r.role}>
            <dt>{r.role}</dt>
            <dd>{r.rights}</dd>
          </div>
        ))}
      </dl>
      <p>一名用户可同时拥有多个角色，权限取其合集；角色名为“管理员”的用户即企业管理员。企业至少保留一名管理员。</p>
    </Section>
  );
}
