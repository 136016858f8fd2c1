/** The account forms' rules give the default Chinese messages and mirror the server's validators. */
import { describe, expect, it } from 'vitest';
import {
  codeRules,
  companyNameRules,
  confirmPasswordRules,
  emailRules,
  mobileRules,
  nameRules,
  newPasswordRules,
} from '../../../src/features/auth/validation';
import type { FieldRuleOptions } from '../../../src/ui/form';
import { fieldRules } from '../../../src/ui/form';

/** The first failing message of a rule set for `value`, or true. */
async function check(options: FieldRuleOptions, value: unknown): Promise<true | string> {
  const rules = fieldRules(options) as {
    validate: Record<string, (v: unknown) => true | string | Promise<true | string>>;
  };
  for (const fn of Object.values(rules.validate)) {
    const result = await fn(value);
    if (result !== true) return result;
  }
  return true;
}

describe('account form rules', () => {
  it('e-mail: required and format', async () => {
    expect(await check(emailRules, '')).toBe('请输入邮箱');
    expect(await check(emailRules, 'abc@')).toBe('邮箱格式不正确');
    expect(await check(emailRules, ' buyer@demo.cn ')).toBe(true);
  });

  it('new password: the strength rule of validators.ts', async () => {
    const rules = newPasswordRules();
    expect(await check(rules, '')).toBe('请输入密码');
    expect(await check(rules, 'abc123')).toBe('密码长度至少 8 位');
    expect(await check(rules, 'abcdefgh')).toBe('密码需同时包含字母和数字');
    expect(await check(rules, '12345678')).toBe('密码需同时包含字母和数字');
    expect(await check(rules, 'abcd 1234')).toBe('密码不能包含空格');
    expect(await check(rules, 'a1'.repeat(17))).toBe('密码长度不能超过 32 位');
    expect(await check(rules, 'Passw0rd2026')).toBe(true);
    expect(await check(newPasswordRules('新密码'), '')).toBe('请输入新密码');
  });

  it('confirmation must equal the password', async () => {
    const rules = confirmPasswordRules(() => 'Passw0rd2026');
    expect(await check(rules, '')).toBe('请输入确认密码');
    expect(await check(rules, 'Passw0rd2027')).toBe('两次输入的密码不一致');
    expect(await check(rules, 'Passw0rd2026')).toBe(true);
  });

  it('mobile: mainland numbers, optional where the server allows it', async () => {
    expect(await check(mobileRules(true), '')).toBe('请输入手机号码');
    expect(await check(mobileRules(true), '12812345678')).toBe('手机号码格式不正确');
    expect(await check(mobileRules(true), '1381234567')).toBe('手机号码格式不正确');
    expect(await check(mobileRules(true), '13812345678')).toBe(true);
    expect(await check(mobileRules(false), '')).toBe(true);
    expect(await check(mobileRules(false), '139')).toBe('手机号码格式不正确');
  });

  it('names and codes', async () => {
    expect(await check(companyNameRules, '甲')).toBe('企业名称长度须在2到128个字符之间');
    expect(await check(companyNameRules, '甲乙')).toBe(true);
    expect(await check(nameRules('姓名'), '   ')).toBe('请输入姓名');
    expect(await check(nameRules('姓名'), '字'.repeat(33))).toBe('姓名长度不能超过32个字符');
    expect(await check(codeRules, '12345')).toBe('请输入 6 位数字验证码');
    expect(await check(codeRules, '12345a')).toBe('请输入 6 位数字验证码');
    expect(await check(codeRules, '123456')).toBe(true);
  });
});
