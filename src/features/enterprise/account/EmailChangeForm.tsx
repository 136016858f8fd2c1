/**
 * 个人资料's login e-mail: the current address, and the change to a new one with a 6-digit code mailed to the new
 * address (POST /api/Users/email/code, then PUT /api/Users/email). 发送验证码 counts down 60 s, as the server
 * refuses a second code within 60 s; a refusal is said by the field it names.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UserInfo } from '../../../contract/users';
import { isEmail } from '../../../contract/validators';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { Button } from '../../../ui/button';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { InlineRow, useCountdown } from '../../shared/account-card';
import { markServerField } from '../../shared/forms';
import { Fact, FactList, FormGrid, Wrap } from '../../shared/layout';
import { accountStrings } from './strings';
import { acceptUser } from './user-cache';

const t = accountStrings.email;
/** Seconds before another code may be sent (the server refuses within 60 s). */
export const CODE_RESEND_SECONDS = 60;
const FIELDS = ['Email', 'Code'] as const;

interface EmailValues {
  Email: string;
  Code: string;
}

export interface EmailChangeFormProps {
  user: UserInfo;
  /** Seconds left on the resend countdown at start (stories). Default 0. */
  initialCountdown?: number;
}

export function EmailChangeForm({ user, initialCountdown = 0 }: EmailChangeFormProps) {
  const { register, handleSubmit, formState, setError, trigger, getValues, reset } = useForm<EmailValues>({
    mode: 'onTouched',
    defaultValues: { Email: '', Code: '' },
  });
  const countdown = useCountdown(initialCountdown);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const errors = formState.errors;

  const emailRules = fieldRules({
    label: t.newEmail,
    required: true,
    maxLength: 254,
    check: (text) =>
      !isEmail(text) ? `${t.newEmail}格式不正确` : text.toLowerCase() === user.Email.toLowerCase() ? t.same : true,
  });

  const sendCode = async () => {
    if (!(await trigger('Email'))) return;
    const email = getValues('Email').trim();
    setSending(true);
    try {
      await call('POST /api/Users/email/code', { body: { Email: email } });
      countdown.start(CODE_RESEND_SECONDS);
      setSentTo(email);
      showMessage('success', t.sent(email));
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) {
        countdown.start(CODE_RESEND_SECONDS);
        setError('Code', { type: 'server', message: e.takeMessage() });
      } else markServerField(e, setError, FIELDS);
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async (v) => {
    setSaving(true);
    try {
      const saved = await call('PUT /api/Users/email', { body: { Email: v.Email.trim(), Code: v.Code.trim() } });
      acceptUser(saved);
      reset({ Email: '', Code: '' });
      setSentTo('');
      showMessage('success', t.changed(saved.Email));
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) setError('Code', { type: 'server', message: e.takeMessage() });
      else markServerField(e, setError, FIELDS);
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <FactList style={{ marginBottom: 16 }}>
        <Fact label={t.current}>
          <Wrap data-testid="current-email">{user.Email}</Wrap>
        </Fact>
      </FactList>
      <form onSubmit={submit} noValidate aria-label={t.change}>
        <FormGrid>
          <FormField label={t.newEmail} required error={errors.Email?.message} hint={t.newEmailHint}>
            {(control) => (
              <InlineRow>
                <Input
                  {...control}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  {...register('Email', emailRules)}
                />
                <Button
                  onClick={() => void sendCode()}
                  disabled={countdown.seconds > 0}
                  loading={sending}
                  style={{ minWidth: 124 }}
                >
                  {countdown.seconds > 0 ? t.resend(countdown.seconds) : t.send}
                </Button>
              </InlineRow>
            )}
          </FormField>
          <FormField
            label={t.code}
            required
            error={errors.Code?.message}
            hint={sentTo && !errors.Code ? t.sent(sentTo) : undefined}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t.codePlaceholder}
              {...register(
                'Code',
                fieldRules({ label: t.code, required: true, check: (text) => /^\d{6}$/.test(text) || t.codeFormat }),
              )}
            />
          </FormField>
        </FormGrid>
        <Button type="submit" variant="primary" loading={saving}>
          {t.submit}
        </Button>
      </form>
    </>
  );
}
