/**
 * `<b2b-register>` — the storefront's company registration form for any page: e-mail with code,
 * captcha, company and contact, mobile, password, agreement. On success the new user is logged in
 * (`b2b-login` fires from defineElement's session watch) and the widget goes to the storefront's
 * /enterprise/info to complete the company, through a cancelable `b2b-navigate`.
 *
 *   <b2b-register store-url="https://shop.example.cn"></b2b-register>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { ElementMeta } from './meta';

// The form (and react-hook-form) loads on demand, so the widget's first load stays small.
const loading = loadingFallback({ label: '注册表单加载中', lines: 8 });
const RegisterForm = lazy(() => import('../src/features/auth/RegisterForm').then((m) => ({ default: m.RegisterForm })));

export const meta = {
  tag: 'b2b-register',
  summary: '企业注册表单：邮箱验证码、图形验证码、企业与联系人、密码和协议。Company registration form.',
  description:
    '注册前先获取防伪令牌（XSRF-TOKEN Cookie，需与商城同源的 api-base），注册成功后自动登录并前往 /enterprise/info 完善企业信息。',
  attributes: {},
  events: {
    'b2b-navigate': {
      description: '注册成功、跳转到商城前触发，可取消。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    form: '表单卡片 The form card',
    'send-code': '获取验证码按钮 The send-code button',
    captcha: '图形验证码图片按钮 The captcha image button',
    submit: '注册按钮 The submit button',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function RegisterWidget() {
  return createElement(Suspense, { fallback: loading }, createElement(RegisterForm, {}));
}

export const B2BRegister = defineElement(meta, RegisterWidget);
