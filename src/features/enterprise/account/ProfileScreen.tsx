/**
 * /enterprise/profile — 个人资料: the signed-in user's name and mobile (PUT /api/Users/Info) and the login e-mail,
 * changed with a code mailed to the new address (./EmailChangeForm.tsx).
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { UserInfo } from '../../../contract/users';
import { isMainlandMobile } from '../../../contract/validators';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { Button } from '../../../ui/button';
import { Alert, Skeleton } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { vars } from '../../../ui/theme';
import { markServerField } from '../../shared/forms';
import { FormGrid, HeaderRow, Panel } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { errorText } from '../screen-text';
import { EmailChangeForm } from './EmailChangeForm';
import { accountStrings } from './strings';
import { acceptUser, USER_INFO_URL } from './user-cache';

const t = accountStrings.profile;

const Section = styled.section`
  & + & {
    margin-top: 28px;
    padding-top: 20px;
    border-top: 1px solid ${vars.divider};
  }
  h2 {
    margin: 0 0 16px;
    font-size: 16px;
    color: ${vars.text};
  }
`;

export default function ProfileScreen(_props: ScreenProps) {
  const { data, error, retry } = useApiQuery<UserInfo>(USER_INFO_URL);
  return (
    <Panel aria-labelledby="profile-title">
      <HeaderRow>
        <h1 id="profile-title">{t.title}</h1>
      </HeaderRow>
      {error && !data ? (
        <Alert
          type="error"
          title={t.loadFailed}
          action={
            <Button size="sm" onClick={retry}>
              {t.retry}
            </Button>
          }
        >
          {errorText(error)}
        </Alert>
      ) : !data ? (
        <Skeleton lines={6} label={t.loading} />
      ) : (
        <>
          <Section aria-labelledby="profile-basic">
            <h2 id="profile-basic">{t.basic}</h2>
            <ProfileForm user={data} />
          </Section>
          <Section aria-labelledby="profile-email">
            <h2 id="profile-email">{accountStrings.email.heading}</h2>
            <EmailChangeForm user={data} />
          </Section>
        </>
      )}
    </Panel>
  );
}

interface ProfileValues {
  Name: string;
  Mobile: string;
}

const FIELDS = ['Name', 'Mobile'] as const;

function ProfileForm({ user }: { user: UserInfo }) {
  const { register, handleSubmit, formState, setError, reset } = useForm<ProfileValues>({
    mode: 'onTouched',
    defaultValues: { Name: user.Name, Mobile: user.Mobile },
  });
  const [saving, setSaving] = useState(false);
  const errors = formState.errors;
  useEffect(() => reset({ Name: user.Name, Mobile: user.Mobile }), [user.Name, user.Mobile, reset]);

  const submit = handleSubmit(async (v) => {
    setSaving(true);
    try {
      const saved = await call('PUT /api/Users/Info', { body: { Name: v.Name.trim(), Mobile: v.Mobile.trim() } });
      acceptUser(saved);
      showMessage('success', t.saved);
    } catch (e) {
      markServerField(e, setError, FIELDS);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t.basic}>
      <FormGrid>
        <FormField label={t.name} required error={errors.Name?.message}>
          <Input
            autoComplete="name"
            {...register('Name', fieldRules({ label: t.name, required: true, maxLength: 32 }))}
          />
        </FormField>
        <FormField label={t.mobile} required error={errors.Mobile?.message} hint={t.mobileHint}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            {...register(
              'Mobile',
              fieldRules({
                label: t.mobile,
                required: true,
                check: (text) => isMainlandMobile(text) || `${t.mobile}格式不正确`,
              }),
            )}
          />
        </FormField>
      </FormGrid>
      <Button type="submit" variant="primary" loading={saving}>
        {t.save}
      </Button>
    </form>
  );
}
