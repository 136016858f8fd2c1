/**
 * `<b2b-storefront>` — the whole storefront: every route of the storefront with the global and enterprise
 * layouts. It owns the page URL (History API); put one per page, on the company's own site.
 *
 *   <b2b-storefront api-base="https://shop.example.cn"></b2b-storefront>
 */
import { createElement } from 'react';
import { Storefront } from '../src/shell/Storefront';
import { defineElement } from './define';
import type { ElementMeta } from './meta';

export const meta = {
  tag: 'b2b-storefront',
  summary: '完整的企业采购商城（全部路由、全局布局和企业中心）。The whole storefront with every route.',
  description:
    '接管页面地址（History API）：首页、解决方案、黄页、网络专区、搜索、品牌、商品详情、登录注册、购物车、结算、支付、订单和企业中心。每页只放一个。',
  attributes: {},
  events: {},
  parts: {
    root: '最外层容器 The inner root wrapper',
    header: '页头 Header bar',
    nav: '主导航 Main navigation',
    search: '搜索框 Search form',
    cart: '购物车入口 Cart link',
    'cart-count': '购物车数量角标 Cart count badge',
    region: '区域切换 Region switcher',
    user: '登录链接或用户菜单 Login links or user menu',
    reminder: '企业信息提醒条 Company reminder banner',
    main: '主内容区 Main content',
    'enterprise-nav': '企业中心侧边导航 Enterprise side navigation',
    footer: '页脚 Footer',
    error: '错误提示 Error message',
  },
  cssProperties: {
    '--b2b-storefront-max-width': { default: '1200px', description: '内容最大宽度 Max width of the content' },
  },
} as const satisfies ElementMeta;

function StorefrontWidget() {
  return createElement(Storefront);
}

export const B2BStorefront = defineElement(meta, StorefrontWidget);
