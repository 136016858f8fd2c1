/**
 * /invite?token=… — accept an invitation: shows the inviting company, inviter and e-mail; the invitee
 * sets name, mobile (optional) and password; `POST /api/Users/invitations/activations` → `acceptToken`
 * → /home. Expired, used or withdrawn links explain what to do (ask the admin to send it again).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDeadline } from '../../contract/dates';
import type { InvitationInfo } from '../../contract/users';
import { ApiError, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { acceptToken } from '../../core/session';
import { Button } from '../../ui/button';
import { Alert, Skeleton } from '../../ui/feedback';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { vars } from '../../ui/theme';
import { useNavigate } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { ActionLink, AuthCard, InlineLink, inlineMessage, PasswordInput, StatePanel } from './parts';
import { authStrings as t } from './strings';
import { confirmPasswordRules, mobileRules, nameRules, newPasswordRules } from './validation';

interface InviteValues {
  Name: string;
  Mobile: string;
  Password: string;
  ConfirmPassword: string;
}

type Load = { status: 'loading' } | { status: 'ready'; info: InvitationInfo } | { status: 'invalid'; message: string };

export default function InviteScreen({ query }: ScreenProps) {
  const token = query.get('token')?.trim() ?? '';
  // silent: the reason is the page's content here, not a passing toast. Read on every visit (`fresh`): an
  // invitation is single use.
  const invitation = useApiQuery<InvitationInfo>(token ? `GET /api/Users/invitations#${token}` : null, {
    load: () => call('GET /api/Users/invitations', { query: { token }, silent: true }),
    fresh: true,
  });
  const { error } = invitation;
  const load: Load = !token
    ? { status: 'invalid', message: t.invite.missing }
    : invitation.data
      ? { status: 'ready', info: invitation.data }
      : error !== undefined
        ? { status: 'invalid', message: error instanceof ApiError ? error.message : t.invite.invalidTitle }
        : { status: 'loading' };

  if (load.status === 'loading') {
    return (
      <AuthCard title={t.invite.title}>
        <Skeleton lines={5} label={t.invite.loading} />
      </AuthCard>
    );
  }
  if (load.status === 'invalid') return <InviteInvalidState message={load.message} />;
  return <InviteForm token={token} info={load.info} />;
}

/** The invalid-link card (also used by stories). */
export function InviteInvalidState({ message }: { message: string }) {
  return (
    <AuthCard title={t.invite.invalidTitle} part="invalid">
      <StatePanel>
        <Alert type="error">{message}</Alert>
        <p style={{ marginTop: 16 }}>{t.invite.invalidHelp}</p>
        <div className="actions">
          <ActionLink to="/login" $primary>
            {t.invite.toLogin}
          </ActionLink>
          <ActionLink to="/home">{t.invite.home}</ActionLink>
        </div>
      </StatePanel>
    </AuthCard>
  );
}

export interface InviteFormProps {
  token: string;
  info: InvitationInfo;
}

/** The activation form of a valid invitation. */
export function InviteForm({ token, info }: InviteFormProps) {
  const go = useNavigate();
  const [notice, setNotice] = useState<{ text: string; login: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({
    mode: 'onTouched',
    defaultValues: { Name: info.Name, Mobile: '', Password: '', ConfirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const result = await call('POST /api/Users/invitations/activations', {
        body: { Token: token, Name: values.Name.trim(), Password: values.Password, Mobile: values.Mobile.trim() },
      });
      await acceptToken(result?.token ?? '');
      showMessage('success', t.invite.success);
      go('/home', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.field === 'Name' || error.field === 'Mobile' || error.field === 'Password') {
        setError(error.field, { message: error.takeMessage() }, { shouldFocus: true });
        return;
      }
      const text = error.field === 'Token' ? error.takeMessage() : inlineMessage(error, [409, 429]);
      if (text) setNotice({ text, login: error.status === 409 });
    }
  });

  return (
    <AuthCard title={t.invite.title} subtitle={t.invite.intro(info.InviterName, info.CompanyName, info.RoleName)}>
      <form noValidate onSubmit={onSubmit} aria-label={t.invite.title}>
        {notice ? (
          <div style={{ marginBottom: 16 }}>
            <Alert type="error">
              {notice.text}
              {notice.login ? (
                <>
                  {' '}
                  <InlineLink to="/login">{t.invite.toLogin}</InlineLink>
                </>
              ) : (
                <> {t.invite.invalidHelp}</>
              )}
            </Alert>
          </div>
        ) : null}
        <FormField label={t.invite.email} hint={t.invite.expires(formatDeadline(info.ExpiresAt))}>
          <Input value={info.Email} readOnly autoComplete="username" style={{ background: vars.bgSubtle }} />
        </FormField>
        <FormField label={t.fields.inviteName} required error={errors.Name?.message}>
          <Input
            autoComplete="name"
            placeholder={t.placeholders.name}
            {...register('Name', fieldRules(nameRules(t.fields.inviteName)))}
          />
        </FormField>
        <FormField label={t.fields.mobile} error={errors.Mobile?.message}>
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            placeholder={t.placeholders.mobileOptional}
            {...register('Mobile', fieldRules(mobileRules(false)))}
          />
        </FormField>
        <FormField label={t.fields.password} required hint={t.password.rule} error={errors.Password?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t.placeholders.newPassword}
            {...register('Password', fieldRules(newPasswordRules()))}
          />
        </FormField>
        <FormField label={t.fields.confirmPassword} required error={errors.ConfirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t.placeholders.confirmPassword}
            {...register('ConfirmPassword', fieldRules(confirmPasswordRules(() => getValues('Password'))))}
          />
        </FormField>
        <Button type="submit" variant="primary" block loading={isSubmitting} part="submit">
          {t.invite.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
