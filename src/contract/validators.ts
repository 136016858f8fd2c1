/**
 * Pure validators shared by the server and the client forms (no imports, no side effects).
 */

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (18th) of a 统一社会信用代码 from its first 17 characters, or null if they are invalid. */
export function creditCodeCheckChar(first17: string): string | null {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{9}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARS[check]!;
}

/** 统一社会信用代码 (GB 32100-2015): 18 characters of the allowed set, the last a mod-31 checksum. */
export function isValidCreditCode(code: string): boolean {
  if (typeof code !== 'string' || code.length !== 18) return false;
  const check = creditCodeCheckChar(code.slice(0, 17));
  return check !== null && check === code[17];
}

/**
 * What is wrong with a 统一社会信用代码 (already trimmed and upper-cased), in the words the forms show, or
 * null when it is valid: empty, length, characters (no I, O, S, V, Z), then the check character.
 */
export function creditCodeProblem(code: string): string | null {
  if (!code) return '请填写统一社会信用代码';
  if (code.length !== 18) return `统一社会信用代码应为 18 位（当前 ${code.length} 位）`;
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code))
    return '统一社会信用代码含有无效字符（第 3–8 位为数字，不含 I、O、S、V、Z）';
  if (!isValidCreditCode(code)) return '统一社会信用代码校验位不正确，请核对';
  return null;
}

/** A mainland China mobile number: 11 digits starting with 13–19. */
export function isMainlandMobile(mobile: string): boolean {
  return typeof mobile === 'string' && /^1[3-9]\d{9}$/.test(mobile);
}

/** 纳税人识别号: 15–20 upper-case letters or digits; an 18-character one must be a valid 统一社会信用代码. */
export function isValidTaxNumber(taxNumber: string): boolean {
  if (typeof taxNumber !== 'string' || !/^[0-9A-Z]{15,20}$/.test(taxNumber)) return false;
  return taxNumber.length === 18 ? isValidCreditCode(taxNumber) : true;
}

/** What is wrong with a new password (8–32 characters with letters and digits), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (typeof password !== 'string' || password.length < 8) return '密码长度至少 8 位';
  if (password.length > 32) return '密码长度不能超过 32 位';
  if (/\s/.test(password)) return '密码不能包含空格';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码需同时包含字母和数字';
  return null;
}

/** A plausible e-mail address (what the forms and the server accept). */
export function isEmail(email: string): boolean {
  return typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The message of a refused 纳税人识别号 (forms of the client; the same rule as isValidTaxNumber). */
export const TAX_NUMBER_MESSAGE = '纳税人识别号应为 15–20 位大写字母或数字，18 位须为有效的统一社会信用代码';

/** The message of a refused mobile number (the same rule as isMainlandMobile). */
export const MOBILE_MESSAGE = '请输入正确的手机号码';
