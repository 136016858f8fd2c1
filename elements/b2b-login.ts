/**
 * `<b2b-login>` — the storefront's login form for any page: e-mail and password, the captcha once the
 * server asks for it. After logging in the session is shared with every widget on the page (and other
 * tabs), `b2b-login` fires (from defineElement's session watch, once the user is known), and the widget
 * goes to `redirect` (default /home) through a cancelable `b2b-navigate`.
 *
 *   <b2b-login store-url="https://shop.example.cn" redirect="/cart"></b2b-login>
 */
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from './define';
import type { AttributeProps, ElementMeta } from './meta';

// The form (and react-hook-form) loads on demand, so the widget's first load stays small.
const loading = createElement('div', { role: 'status', 'aria-busy': true, style: { padding: 24, textAlign: 'center', color: '#888' } }, '加载中…');
const LoginForm = lazy(() => import('../src/features/auth/LoginForm').then((m) => ({ default: m.LoginForm })));

export const meta = {
  tag: 'b2b-login',
  summary: '登录表单：邮箱、密码，需要时显示图形验证码。Login form with captcha when the server asks for it.',
  description:
    '登录成功后会话在页面内所有组件及其他标签页共享，触发 b2b-login，然后前往 redirect 指定的商城路径（仅限以 / 开头的本站路径，默认 /home）。',
  attributes: {
    redirect: {
      type: 'string',
      default: '/home',
      description: '登录后前往的商城路径（以 / 开头，不可为 //）。Storefront path to go to after logging in.',
    },
  },
  events: {
    'b2b-navigate': {
      description: '登录后、跳转到商城前触发，可取消（取消后留在本页）。Fired before leaving for the storefront; cancelable.',
      detail: '{ path: string; url: string }',
    },
  },
  parts: {
    form: '表单卡片 The form card',
    captcha: '图形验证码图片按钮 The captcha image button',
    submit: '登录按钮 The submit button',
    error: '错误提示 Error message',
  },
  cssProperties: {},
} as const satisfies ElementMeta;

function LoginWidget({ redirect }: AttributeProps<typeof meta>) {
  return createElement(Suspense, { fallback: loading }, createElement(LoginForm, { redirect }));
}

export const B2BLogin = defineElement(meta, LoginWidget);
