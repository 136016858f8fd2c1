/**
 * /enterprise/password — 修改密码: the old password, the new one twice, the password rule shown. The change ends
 * every other session of the user (the server bumps the token version); this one goes on with the token the
 * answer carries (renewToken).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordProblem } from '../../../contract/validators';
import { call } from '../../../core/http';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { PasswordInput } from '../../shared/account-card';
import { markServerField } from '../../shared/forms';
import { HeaderRow, Panel } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { accountStrings } from './strings';
import { renewToken } from './user-cache';

const t = accountStrings.password;
const FIELDS = ['OldPassword', 'NewPassword'] as const;

interface PasswordValues {
  OldPassword: string;
  NewPassword: string;
  Repeat: string;
}

const EMPTY: PasswordValues = { OldPassword: '', NewPassword: '', Repeat: '' };

export default function PasswordScreen(_props: ScreenProps) {
  const { register, handleSubmit, formState, setError, getValues, reset } = useForm<PasswordValues>({
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    setSaving(true);
    setDone(false);
    try {
      const { token } = await call('PUT /api/Users/password', {
        body: { OldPassword: v.OldPassword, NewPassword: v.NewPassword },
      });
      renewToken(token);
      reset(EMPTY);
      setDone(true);
    } catch (e) {
      markServerField(e, setError, FIELDS);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Panel aria-labelledby="password-title">
      <HeaderRow>
        <h1 id="password-title">{t.title}</h1>
      </HeaderRow>
      {done ? (
        <div style={{ marginBottom: 16 }}>
          <Alert type="success" title={t.done}>
            {t.doneDetail}
          </Alert>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t.title} style={{ maxWidth: 420 }}>
        <FormField label={t.old} required error={errors.OldPassword?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...register('OldPassword', fieldRules({ label: t.old, required: true, maxLength: 128 }))}
          />
        </FormField>
        <FormField label={t.new} required error={errors.NewPassword?.message} hint={t.rule}>
          <PasswordInput
            autoComplete="new-password"
            {...register(
              'NewPassword',
              fieldRules({
                label: t.new,
                required: true,
                validate: {
                  strength: (value) => passwordProblem(String(value ?? '')) ?? true,
                  same: (value) => value !== getValues('OldPassword') || t.same,
                },
              }),
            )}
          />
        </FormField>
        <FormField label={t.repeat} required error={errors.Repeat?.message}>
          <PasswordInput
            autoComplete="new-password"
            {...register(
              'Repeat',
              fieldRules({
                label: t.repeat,
                required: true,
                validate: { match: (value) => value === getValues('NewPassword') || t.mismatch },
              }),
            )}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={saving}>
          {t.submit}
        </Button>
      </form>
    </Panel>
  );
}
