/**
 * Field rules of the account forms, mirroring the server (src/contract/users.ts, validators.ts), as
 * options for UI's `fieldRules` (default Chinese messages): `register('Email', fieldRules(emailRules))`.
 */
import { isEmail, isMainlandMobile, passwordProblem } from '../../contract/validators';
import type { FieldRuleOptions } from '../../ui/form';
import { authStrings as t } from './strings';

export const emailRules: FieldRuleOptions = {
  label: t.fields.email,
  required: true,
  maxLength: 254,
  validate: { email: (v) => (isEmail(String(v ?? '').trim()) ? true : `${t.fields.email}格式不正确`) },
};

/** A new password: 8–32 characters with letters and digits (`passwordProblem`). */
export const newPasswordRules = (label: string = t.fields.password): FieldRuleOptions => ({
  label,
  required: true,
  validate: { strength: (v) => passwordProblem(String(v ?? '')) ?? true },
});

/** The confirmation must equal `password()`. */
export const confirmPasswordRules = (password: () => string): FieldRuleOptions => ({
  label: t.fields.confirmPassword,
  required: true,
  validate: { same: (v) => (String(v ?? '') === password() ? true : t.password.mismatch) },
});

export const mobileRules = (required: boolean): FieldRuleOptions => ({
  label: t.fields.mobile,
  required,
  validate: {
    mobile: (v) => {
      const s = String(v ?? '').trim();
      return s === '' || isMainlandMobile(s) ? true : `${t.fields.mobile}格式不正确`;
    },
  },
});

export const nameRules = (label: string): FieldRuleOptions => ({ label, required: true, maxLength: 32 });

export const companyNameRules: FieldRuleOptions = {
  label: t.fields.companyName,
  required: true,
  minLength: 2,
  maxLength: 128,
};

export const codeRules: FieldRuleOptions = {
  label: t.fields.code,
  required: true,
  validate: { code: (v) => (/^\d{6}$/.test(String(v ?? '').trim()) ? true : t.code.badFormat) },
};

export const captchaRules: FieldRuleOptions = { label: t.fields.captcha, required: true, maxLength: 16 };
