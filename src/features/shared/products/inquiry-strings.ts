/** Chinese strings of the inquiry dialog, loaded with it (features/shared/products/InquiryDialog.tsx). */
export const inquiryStrings = {
  inquiryProduct: '咨询商品',
  contactName: '联系人',
  mobile: '手机号码',
  mobileInvalid: '请输入正确的手机号码',
  company: '公司名称',
  requirement: '采购需求',
  requirementHint: '请描述规格、交期、收货地区等需求',
  submit: '提交咨询',
  cancel: '取消',
  close: '关闭',
  inquirySent: '咨询已提交',
  inquirySentText: '供应商将在 1 个工作日内与您联系，请保持手机畅通；报价后可在“我的报价”中查看和确认。',
  /** A visitor has no 我的报价: the seller calls them back. */
  visitorSentText: (mobile: string) =>
    `供应商将在 1 个工作日内按您留下的手机号 ${mobile} 回电联系您，请保持手机畅通。登录后咨询，报价可在“我的报价”中在线查看和确认。`,
  inquiryNo: (no: string) => `咨询单号：${no}`,
  inquiryFailed: '提交失败，您填写的内容已保留，请稍后重试。',
} as const;
