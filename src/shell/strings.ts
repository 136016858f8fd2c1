/** Chinese strings of the storefront shell. */
export const shellStrings = {
  brand: 'B2B 企业采购',
  skipToContent: '跳到主要内容',
  nav: {
    label: '主导航',
    home: '首页',
    solutions: '解决方案',
    showcase: '黄页展示',
    vnetzone: '网络专区',
    online: '在线采购',
    consultation: '咨询采购',
    help: '帮助中心',
  },
  search: {
    label: '商品搜索',
    catalogueLabel: '搜索范围',
    online: '在线采购',
    consultation: '咨询采购',
    placeholder: '搜索商品名称、型号或品牌',
    submit: '搜索',
  },
  region: {
    label: '收货区域',
  },
  cart: {
    label: '购物车',
    count: (n: number) => `购物车，${n} 件商品`,
  },
  user: {
    login: '登录',
    register: '免费注册',
    menu: '用户菜单',
    enterprise: '企业中心',
    logout: '退出登录',
    admin: '管理员',
    greeting: '您好，',
  },
  reminder: {
    text: '您的企业信息尚未完善或正在审核中，部分功能受限。',
    link: '去完善企业信息',
    rejected: (reason: string) => `企业认证未通过${reason ? `：${reason}` : ''}。请修改企业信息后重新提交。`,
    resubmit: '修改并重新提交',
  },
  footer: {
    help: '帮助中心',
    networkProtocol: '网络服务协议',
    privacyStatement: '隐私声明',
    copyright: (year: number) => `© ${year} B2B 企业采购 版权所有`,
  },
  enterprise: {
    title: '企业中心',
  },
  loading: '页面加载中',
  loadFailed: {
    title: '页面加载失败',
    text: '网络不稳定或页面已更新，请重试。',
    timeout: '页面加载超时，请检查网络后重试。',
    retry: '重试',
  },
  notFound: {
    title: '找不到页面',
    text: '您访问的页面不存在或已被移除。',
    home: '返回首页',
    search: '搜索商品',
  },
} as const;
