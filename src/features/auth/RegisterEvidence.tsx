/**
 * The company's evidence on the registration form: the 统一社会信用代码 (checked while typing with the
 * GB 32100-2015 check character, the server's rule) and the 营业执照 picture (features/shared/LicenseImageField).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { creditCodeProblem } from '../../contract/validators';
import { type FieldRuleOptions, FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { LicenseImageField, licenseHint, licenseStrings } from '../shared/LicenseImageField';

export const creditCodeStrings = {
  label: '统一社会信用代码',
  placeholder: '18 位，见营业执照',
  hint: '18 位数字或大写字母，最后一位为校验位',
} as const;

/** The code as sent: trimmed, upper case. */
export const normalCreditCode = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toUpperCase();

export const creditCodeRules: FieldRuleOptions = {
  label: creditCodeStrings.label,
  required: true,
  check: (text) => creditCodeProblem(normalCreditCode(text)) ?? true,
};

export interface EvidenceFieldsProps {
  /** `register('CreditCode', fieldRules(creditCodeRules))`. */
  code: UseFormRegisterReturn;
  codeError?: string | undefined;
  licenseId: string;
  licenseError?: string | undefined;
  onLicense: (id: string) => void;
  onLicenseProblem: (message: string) => void;
  /** A licence is on file already (resubmission). */
  onFile?: boolean;
  initialPreview?: string;
}

export function EvidenceFields(p: EvidenceFieldsProps) {
  return (
    <>
      <FormField label={creditCodeStrings.label} required error={p.codeError} hint={creditCodeStrings.hint}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={18}
          placeholder={creditCodeStrings.placeholder}
          {...p.code}
        />
      </FormField>
      <FormField label={licenseStrings.label} required error={p.licenseError} hint={licenseHint(p.onFile)}>
        {(control) => (
          <LicenseImageField
            control={control}
            value={p.licenseId}
            onChange={p.onLicense}
            onProblem={p.onLicenseProblem}
            {...(p.onFile ? { onFile: true } : {})}
            {...(p.initialPreview ? { initialPreview: p.initialPreview } : {})}
          />
        )}
      </FormField>
    </>
  );
}
