/**
 * `<b2b-login>` — the storefront's login form for any page: e-mail and password, the captcha once the
 * server asks for it. After logging in the session is shared with every widget on the page (and other
 * tabs) and `b2b-login` fires once (elements/session-events.ts). The visitor stays on the partner page
 * (the widget then shows who is logged in) unless `redirect` asks to go on to a storefront path, through a
 * cancelable `b2b-navigate` (with a login hand-off code when the storefront is on another origin).
 *
 * A session kept from an earlier visit is checked with the server when the widget starts (`loadProfile`): one the
 * server no longer accepts ends there, with the http client's 登录已过期 message, and the form shows. A session that
 * ends on a page with this widget (any widget's 401) keeps the visitor on the page, at this form, instead of sending
 * them to the store's /login (`loginAgainPath` in src/core/http.ts).
 *
 *   <b2b-login></b2b-login>                                                  stays on the page
 *   <b2b-login store-url="https://shop.example.cn" redirect="/cart"></b2b-login>   goes on to the cart
 *   <b2b-login heading="登录 Acme 采购" subtitle=""></b2b-login>                   the partner's own words (or hide-heading)
 */
import { createElement, lazy, Suspense, useEffect } from 'react';
import { $session, loadProfile } from '../src/core/session';
import { defineElement } from './define';
import { loadingFallback } from './loading';
import type { AttributeProps, ElementMeta } from './meta';

// The form (and react-hook-form) loads on demand, so the widget's first load stays small.
const loading = loadingFallback({ label: '登录表单加载中', lines: 4 });
const LoginForm = lazy(() => import('../src/features/auth/LoginForm').then((m) => ({ default: m.LoginForm })));

export const meta = {
  tag: 'b2b-login',
  summary: '登录表单：邮箱、密码，需要时显示图形验证码。Login form with captcha when the server asks for it.',
  description:
    '登录成功后会话在页面内所有组件及其他标签页共享，并触发一次 b2b-login。默认留在当前页面；设置 redirect 时前往该商城路径（仅限以 / 开头的本站路径）。',
  attributes: {
    redirect: {
      type: 'string',
      description:
        '登录后前往的商城路径（以 / 开头，不可为 //）；不设置则留在本页。Storefront path to go to after logging in; absent: stay on the page.',
    },
    heading: {
      type: 'string',
      description: '标题（默认“登录”）；空值隐藏标题与副标题。Heading; empty hides it and the subtitle.',
    },
    subtitle: {
      type: 'string',
      description: '副标题（默认“欢迎登录 B2B 企业采购平台”）；空值隐藏。Subtitle; empty hides it.',
    },
    'hide-heading': { type: 'boolean', default: false, description: '隐藏标题与副标题。Hide both.' },
  },
  events: {
    'b2b-navigate': {
      description:
        '设置了 redirect 时，登录后、跳转到商城前触发，可取消（取消后留在本页）。Fired before leaving for the storefront (only with redirect); cancelable.',
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

function LoginWidget({ redirect, heading, subtitle, hideHeading }: AttributeProps<typeof meta>) {
  useEffect(() => {
    if ($session.get().token) loadProfile().catch(() => undefined);
  }, []);
  return createElement(
    Suspense,
    { fallback: loading },
    createElement(LoginForm, {
      redirect: redirect ?? null,
      stay: redirect === undefined,
      heading: hideHeading ? '' : heading,
      subtitle: hideHeading ? '' : subtitle,
    }),
  );
}

export const B2BLogin = defineElement(meta, LoginWidget);
