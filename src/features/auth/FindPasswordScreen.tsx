/**
 * /resetpassword — find password: the e-mail → `POST /api/Users/password/reset` (always 204, no
 * account enumeration) → 「如果该邮箱已注册，我们已发送重置链接」 with a resend after 60 s.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { Link } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { ActionLink, AuthCard, inlineMessage, StatePanel, useCountdown } from './parts';
import { authStrings as t } from './strings';
import { emailRules } from './validation';

/** Seconds before the link may be sent again. */
export const RESET_RESEND_SECONDS = 60;

export interface FindPasswordProps {
  /** Start in the "sent" state for this address (stories). */
  initialSentTo?: string;
  /** Seconds left before resending (stories). */
  initialCountdown?: number;
}

export function FindPassword({ initialSentTo, initialCountdown = 0 }: FindPasswordProps) {
  const [sentTo, setSentTo] = useState<string | null>(initialSentTo ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(initialCountdown);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ Email: string }>({ mode: 'onTouched', defaultValues: { Email: initialSentTo ?? '' } });

  const request = async (email: string): Promise<boolean> => {
    setNotice(null);
    try {
      await call('POST /api/Users/password/reset', { body: { Email: email } });
      countdown.start(RESET_RESEND_SECONDS);
      return true;
    } catch (error) {
      setNotice(inlineMessage(error));
      return false;
    }
  };

  const onSubmit = handleSubmit(async ({ Email }) => {
    const email = Email.trim();
    if (await request(email)) setSentTo(email);
  });

  if (sentTo !== null) {
    return (
      <AuthCard title={t.find.sentTitle} part="sent">
        <StatePanel>
          <p className="lead" role="status">
            {t.find.sent}
          </p>
          <p>{t.find.sentHelp(sentTo)}</p>
          {notice ? (
            <div style={{ marginBottom: 16 }}>
              <Alert type="error">{notice}</Alert>
            </div>
          ) : null}
          <div className="actions">
            <Button
              disabled={countdown.seconds > 0}
              loading={resending}
              onClick={async () => {
                setResending(true);
                if (await request(sentTo)) showMessage('success', t.find.resent);
                setResending(false);
              }}
            >
              {countdown.seconds > 0 ? t.find.resendIn(countdown.seconds) : t.find.resend}
            </Button>
            <ActionLink to="/login" $primary>
              {t.find.back}
            </ActionLink>
          </div>
          <p style={{ marginTop: 16, marginBottom: 0 }}>
            <Button variant="text" onClick={() => setSentTo(null)}>
              {t.find.otherEmail}
            </Button>
          </p>
        </StatePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.find.title} subtitle={t.find.subtitle} footer={<Link to="/login">{t.find.back}</Link>}>
      <form noValidate onSubmit={onSubmit} aria-label={t.find.title}>
        {notice ? (
          <div style={{ marginBottom: 16 }}>
            <Alert type="error">{notice}</Alert>
          </div>
        ) : null}
        <FormField label={t.fields.email} required error={errors.Email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.placeholders.email}
            {...register('Email', fieldRules(emailRules))}
          />
        </FormField>
        <Button type="submit" variant="primary" block loading={isSubmitting} part="submit">
          {t.find.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

export default function FindPasswordScreen(_props: ScreenProps) {
  return <FindPassword />;
}
