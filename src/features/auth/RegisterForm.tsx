/**
 * The registration form (route /register and `<b2b-register>`): a new company and its first user.
 *
 * - fetches the anti-forgery cookie first and sends `X-XSRF-TOKEN` on `POST /api/Users`;
 * - checks while typing whether the e-mail is taken (debounced) → 「该邮箱已注册，去登录」;
 * - sends the e-mail code with a 60 s resend countdown and checks it on leaving the field;
 * - captcha, company, its 统一社会信用代码 (checksum) and 营业执照 picture, contact, mainland mobile, password
 *   rule, agreement;
 * - on success `acceptToken(token)`, a toast, and /enterprise/info to complete the company.
 */
import { useEffect, useRef, useState } from 'react';
import { isEmail } from '../../contract/validators';
import { ApiError, call, xsrfHeader } from '../../core/http';
import { showMessage } from '../../core/messages';
import { acceptToken } from '../../core/session';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { Alert } from '../../ui/feedback';
import { type FieldRuleOptions, FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { vars } from '../../ui/theme';
import { licenseStrings } from '../shared/LicenseImageField';
import { useForm, withLazyForm } from '../shared/lazy-form';
import { Link, useNavigate } from '../shared/navigation';
import { Slice, useSliceClock } from '../shared/slice';
import {
  AuthCard,
  CaptchaField,
  type CaptchaState,
  FieldsPlaceholder,
  InlineLink,
  InlineRow,
  inlineMessage,
  PasswordInput,
  useCaptcha,
  useCountdown,
} from './parts';
import { creditCodeRules, EvidenceFields, normalCreditCode } from './RegisterEvidence';
import { authStrings as t } from './strings';
import {
  captchaRules,
  codeRules,
  companyNameRules,
  confirmPasswordRules,
  emailRules,
  mobileRules,
  nameRules,
  newPasswordRules,
} from './validation';

/** Seconds before another code may be sent (the server refuses within 60 s). */
export const CODE_RESEND_SECONDS = 60;
/** Wait after the last keystroke before asking whether the e-mail is taken. */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

export interface RegisterValues {
  Email: string;
  Code: string;
  CaptchaCode: string;
  CompanyName: string;
  Name: string;
  Mobile: string;
  Password: string;
  ConfirmPassword: string;
  Agree: boolean;
  CreditCode: string;
  LicenseImageId: string;
}

const DEFAULTS: RegisterValues = {
  ...{ Email: '', Code: '', CaptchaCode: '', CompanyName: '', Name: '', Mobile: '' },
  ...{ Password: '', ConfirmPassword: '', Agree: false, CreditCode: '', LicenseImageId: '' },
};
const FIELDS = Object.keys(DEFAULTS) as (keyof RegisterValues)[];

export interface RegisterFormProps {
  /** Seconds left on the resend countdown at start (stories). Default 0. */
  initialCountdown?: number;
}

async function ensureXsrfCookie(force = false): Promise<void> {
  if (!force && xsrfHeader()['X-XSRF-TOKEN']) return;
  await call('GET /api/Users/get-xsrf-token', { silent: true });
}

function RegisterFormView({ initialCountdown = 0, captcha }: RegisterFormProps & { captcha: CaptchaState }) {
  const go = useNavigate();
  useSliceClock();
  const countdown = useCountdown(initialCountdown);
  const [emailTaken, setEmailTaken] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeValid, setCodeValid] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    trigger,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ mode: 'onTouched', defaultValues: DEFAULTS });

  /** `register` with UI's default Chinese rule messages. */
  const field = <N extends Exclude<keyof RegisterValues, 'Agree'>>(
    name: N,
    rules: FieldRuleOptions,
    onBlur?: () => void,
  ) => register(name, { ...fieldRules(rules), ...(onBlur ? { onBlur } : {}) });

  // Is the e-mail taken? Asked 500 ms after the last keystroke; late answers are dropped.
  const email = watch('Email').trim();
  const emailOk = isEmail(email);
  useEffect(() => {
    setEmailTaken(false);
    if (!emailOk) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('GET /api/Users/email/existance', { query: { email }, silent: true, signal: controller.signal }).then(
        (r) => setEmailTaken(r.Exists === true),
        () => {},
      );
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, emailOk]);

  // A checked code stays checked only for the e-mail and code it was checked with.
  const code = watch('Code').trim();
  const checkedFor = `${email}\n${code}`;
  const codeIsValid = codeValid === checkedFor;

  const sendCode = async () => {
    setNotice(null);
    if (!(await trigger('Email'))) return;
    if (emailTaken) return;
    setSending(true);
    try {
      await call('POST /api/Users/verification/email/send', { query: { email: getValues('Email').trim() } });
      countdown.start(CODE_RESEND_SECONDS);
      showMessage('success', t.code.sent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) countdown.start(CODE_RESEND_SECONDS);
      if (error instanceof ApiError && error.field === 'Email') setError('Email', { message: error.takeMessage() });
      const message = inlineMessage(error);
      if (message) setError('Code', { message });
    } finally {
      setSending(false);
    }
  };

  const lastChecked = useRef('');
  const checkCode = async () => {
    const value = getValues('Code').trim();
    const mail = getValues('Email').trim();
    if (!/^\d{6}$/.test(value) || !isEmail(mail)) return;
    const key = `${mail}\n${value}`;
    if (lastChecked.current === key) return;
    lastChecked.current = key;
    try {
      await call('POST /api/Users/verification/email/check', { body: { Email: mail, Code: value }, silent: true });
      setCodeValid(key);
      clearErrors('Code');
    } catch (error) {
      lastChecked.current = '';
      if (error instanceof ApiError && !error.aborted && error.status !== 0)
        setError('Code', { message: error.message });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    if (emailTaken) {
      setError('Email', { message: `${t.register.emailTaken}${t.register.goLogin}` });
      return;
    }
    if (!values.LicenseImageId) return setError('LicenseImageId', { message: licenseStrings.required });
    try {
      await ensureXsrfCookie();
      const body = {
        Email: values.Email.trim(),
        Code: values.Code.trim(),
        Password: values.Password,
        ConfirmPassword: values.ConfirmPassword,
        Name: values.Name.trim(),
        Mobile: values.Mobile.trim(),
        CompanyName: values.CompanyName.trim(),
        CaptchaId: captcha.captcha?.CaptchaId ?? '',
        CaptchaCode: values.CaptchaCode.trim(),
        Agree: true as const,
        CreditCode: normalCreditCode(values.CreditCode),
        LicenseImageId: values.LicenseImageId,
      };
      const result = await call('POST /api/Users', { body, headers: xsrfHeader() });
      await acceptToken(result?.token ?? '');
      showMessage('success', t.register.success);
      go('/enterprise/info', { replace: true });
    } catch (error) {
      // The captcha is single use: load another one after any failure.
      captcha.refresh();
      setValue('CaptchaCode', '');
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409 && !error.field) {
        setEmailTaken(true);
        return;
      }
      if (error.status === 403) {
        await ensureXsrfCookie(true).catch(() => {});
        setNotice(t.register.xsrfFailed);
        return;
      }
      const field = FIELDS.find((f) => f === error.field);
      if (field) setError(field, { message: error.takeMessage() }, { shouldFocus: true });
      setNotice(inlineMessage(error));
    }
  });

  const emailError = emailTaken ? (
    <>
      {t.register.emailTaken}
      <InlineLink to="/login">{t.register.goLogin}</InlineLink>
    </>
  ) : (
    errors.Email?.message
  );

  return (
    <AuthCard
      wide
      title={t.register.title}
      subtitle={t.register.subtitle}
      footer={
        <>
          {t.register.hasAccount}
          <Link to="/login">{t.register.login}</Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-label={t.register.title}>
        {notice ? (
          <div style={{ marginBottom: 16 }}>
            <Alert type="error">{notice}</Alert>
          </div>
        ) : null}
        {/* Each group of fields may come a task later (render slices: the form's first paint was one long task). */}
        <Slice placeholder={<FieldsPlaceholder count={1} />}>
          <FormField label={t.fields.email} required error={emailError}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t.placeholders.email}
              {...field('Email', emailRules)}
            />
          </FormField>
        </Slice>
        <Slice placeholder={<FieldsPlaceholder count={2} />}>
          <FormField
            label={t.fields.code}
            required
            error={errors.Code?.message}
            hint={codeIsValid ? <span style={{ color: vars.successText }}>✓ {t.code.valid}</span> : undefined}
          >
            {(control) => (
              <InlineRow>
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t.placeholders.code}
                  {...field('Code', codeRules, () => void checkCode())}
                />
                <Button
                  onClick={() => void sendCode()}
                  disabled={countdown.seconds > 0 || emailTaken}
                  loading={sending}
                  part="send-code"
                  style={{ minWidth: 124 }}
                >
                  {countdown.seconds > 0 ? t.code.resend(countdown.seconds) : t.code.send}
                </Button>
              </InlineRow>
            )}
          </FormField>
          <CaptchaField
            state={captcha}
            error={errors.CaptchaCode?.message}
            input={field('CaptchaCode', captchaRules)}
          />
        </Slice>
        <Slice placeholder={<FieldsPlaceholder count={5} />}>
          <FormField label={t.fields.companyName} required error={errors.CompanyName?.message}>
            <Input
              autoComplete="organization"
              placeholder={t.placeholders.companyName}
              {...field('CompanyName', companyNameRules)}
            />
          </FormField>
          <EvidenceFields
            code={field('CreditCode', creditCodeRules)}
            codeError={errors.CreditCode?.message}
            licenseId={watch('LicenseImageId')}
            licenseError={errors.LicenseImageId?.message}
            onLicense={(id) => {
              setValue('LicenseImageId', id);
              clearErrors('LicenseImageId');
            }}
            onLicenseProblem={(message) => setError('LicenseImageId', { message })}
          />
          <FormField label={t.fields.name} required error={errors.Name?.message}>
            <Input autoComplete="name" placeholder={t.placeholders.name} {...field('Name', nameRules(t.fields.name))} />
          </FormField>
          <FormField label={t.fields.mobile} required error={errors.Mobile?.message}>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="numeric"
              maxLength={11}
              placeholder={t.placeholders.mobile}
              {...field('Mobile', mobileRules(true))}
            />
          </FormField>
        </Slice>
        <Slice placeholder={<FieldsPlaceholder count={2} hint={t.password.rule} />}>
          <FormField label={t.fields.password} required hint={t.password.rule} error={errors.Password?.message}>
            <PasswordInput
              autoComplete="new-password"
              placeholder={t.placeholders.newPassword}
              {...field('Password', newPasswordRules())}
            />
          </FormField>
          <FormField label={t.fields.confirmPassword} required error={errors.ConfirmPassword?.message}>
            <PasswordInput
              autoComplete="new-password"
              placeholder={t.placeholders.confirmPassword}
              {...field(
                'ConfirmPassword',
                confirmPasswordRules(() => getValues('Password')),
              )}
            />
          </FormField>
        </Slice>
        <div style={{ marginBottom: 20 }}>
          <Checkbox
            aria-invalid={errors.Agree ? true : undefined}
            aria-describedby={errors.Agree ? 'b2b-register-agree-error' : undefined}
            {...register('Agree', { validate: (v) => (v === true ? true : t.register.agreeRequired) })}
          >
            {t.register.agreePrefix}
            <InlineLink to="/reg/networkProtocol" target="_blank" rel="noopener">
              {t.register.protocol}
            </InlineLink>
            {t.register.and}
            <InlineLink to="/reg/privacyStatement" target="_blank" rel="noopener">
              {t.register.privacy}
            </InlineLink>
          </Checkbox>
          {errors.Agree ? (
            <div
              id="b2b-register-agree-error"
              role="alert"
              style={{ marginTop: 4, fontSize: 12, color: vars.errorText }}
            >
              {errors.Agree.message}
            </div>
          ) : null}
        </div>
        <Button type="submit" variant="primary" block loading={isSubmitting} part="submit">
          {t.register.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The form, painted before react-hook-form arrives (features/shared/lazy-form.tsx). */
const LazyRegisterForm = withLazyForm(RegisterFormView);

/**
 * The registration form. Its captcha and the anti-forgery cookie are asked for once, here, above the form's view:
 * they belong to the visit, not to a render of the form (when the form was mounted anew as react-hook-form arrived,
 * the captcha was asked for again and its image could change under the visitor's eyes).
 */
export function RegisterForm(props: RegisterFormProps) {
  const captcha = useCaptcha(true);
  // The anti-forgery cookie, fetched before anything is submitted.
  useEffect(() => {
    ensureXsrfCookie(true).catch(() => {});
  }, []);
  return <LazyRegisterForm {...props} captcha={captcha} />;
}
