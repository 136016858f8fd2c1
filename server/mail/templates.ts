/** The mails the server sends, in Chinese, as text and simple HTML. */
import { formatYuan } from '../services/money.js';
import type { Mail } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const layout = (body: string) =>
  `<div style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#383838;font-size:14px;line-height:1.7">${body}<p style="color:#999;font-size:12px">此邮件由系统自动发送，请勿回复。</p></div>`;

export function verificationCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】邮箱验证码 ${code}`,
    text: `您的邮箱验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略此邮件。`,
    html: layout(
      `<p>您的邮箱验证码是：</p><p style="font-size:24px;font-weight:bold;color:#114bed;letter-spacing:4px">${code}</p><p>10 分钟内有效。如非本人操作，请忽略此邮件。</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: '【B2B 采购商城】重置密码',
    text: `您正在重置登录密码，请在 30 分钟内打开以下链接设置新密码（仅可使用一次）：\n${link}\n如非本人操作，请忽略此邮件，您的密码不会改变。`,
    html: layout(
      `<p>您正在重置登录密码，请在 30 分钟内点击下面的链接设置新密码（仅可使用一次）：</p><p><a href="${escapeHtml(link)}" style="color:#114bed">${escapeHtml(link)}</a></p><p>如非本人操作，请忽略此邮件，您的密码不会改变。</p>`,
    ),
  };
}

export function operatorPasswordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: '【B2B 采购商城】运营后台：设置新密码',
    text: `超级管理员为您的运营账号发起了重置密码，请在 24 小时内打开以下链接设置新密码（仅可使用一次）：\n${link}\n设置后原密码失效。`,
    html: layout(
      `<p>超级管理员为您的运营账号发起了重置密码，请在 24 小时内点击下面的链接设置新密码（仅可使用一次）：</p><p><a href="${escapeHtml(link)}" style="color:#114bed">${escapeHtml(link)}</a></p><p>设置后原密码失效。</p>`,
    ),
  };
}

export function invitationMail(
  to: string,
  link: string,
  companyName: string,
  inviterName: string,
  roleName: string,
): Mail {
  return {
    to,
    subject: `【B2B 采购商城】${inviterName} 邀请您加入 ${companyName}`,
    text: `${inviterName} 邀请您以「${roleName}」身份加入「${companyName}」的企业采购账号。请在 7 天内打开以下链接完成激活：\n${link}`,
    html: layout(
      `<p>${escapeHtml(inviterName)} 邀请您以「${escapeHtml(roleName)}」身份加入「${escapeHtml(companyName)}」的企业采购账号。</p><p>请在 7 天内点击下面的链接完成激活：</p><p><a href="${escapeHtml(link)}" style="color:#114bed">${escapeHtml(link)}</a></p>`,
    ),
  };
}

/**
 * Instead of an invitation when the address already has an account: the admin is answered exactly as for a
 * new address (no probing which addresses are registered), and the owner learns of it here.
 */
export function invitationRegisteredMail(
  to: string,
  loginLink: string,
  companyName: string,
  inviterName: string,
  roleName: string,
): Mail {
  const lines = [
    `${inviterName} 邀请您以「${roleName}」身份加入「${companyName}」的企业采购账号，但该邮箱已注册 B2B 采购商城账号，一个邮箱只能属于一家企业，因此无需激活。`,
    '您可以直接登录现有账号；如需加入该企业，请联系邀请人改用其他邮箱邀请您。如与您无关，请忽略此邮件。',
  ];
  return {
    to,
    subject: `【B2B 采购商城】${inviterName} 邀请您加入 ${companyName}`,
    text: `${lines.join('\n')}\n${loginLink}`,
    html: layout(
      `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(loginLink)}" style="color:#114bed">登录</a></p>`,
    ),
  };
}

/* ------------------------------------------------------------------ operator console (运营) */

export function companyApprovedMail(to: string, companyName: string, link: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】「${companyName}」企业认证已通过`,
    text: `您提交的企业信息「${companyName}」已通过平台审核，现在可以使用全部采购功能。\n${link}`,
    html: layout(
      `<p>您提交的企业信息「${escapeHtml(companyName)}」已通过平台审核，现在可以使用全部采购功能。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看企业信息</a></p>`,
    ),
  };
}

export function companyRejectedMail(to: string, companyName: string, reason: string, link: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】「${companyName}」企业认证未通过`,
    text: `您提交的企业信息「${companyName}」未通过平台审核。\n原因：${reason}\n请修改后重新提交：${link}`,
    html: layout(
      `<p>您提交的企业信息「${escapeHtml(companyName)}」未通过平台审核。</p><p>原因：${escapeHtml(reason)}</p><p><a href="${escapeHtml(link)}" style="color:#114bed">修改并重新提交</a></p>`,
    ),
  };
}

export function orderShippedMail(
  to: string,
  orderNo: string,
  carrier: string,
  trackingNo: string,
  lines: string,
  complete: boolean,
  link: string,
): Mail {
  const what = complete ? '已全部发货' : '已部分发货';
  return {
    to,
    subject: `【B2B 采购商城】订单 ${orderNo} ${what}`,
    text: `您的订单 ${orderNo} ${what}：${carrier}，运单号 ${trackingNo}。\n本次发货：${lines}\n收到货物后请在订单详情中确认收货：${link}`,
    html: layout(
      `<p>您的订单 ${escapeHtml(orderNo)} ${what}：${escapeHtml(carrier)}，运单号 <b>${escapeHtml(trackingNo)}</b>。</p><p>本次发货：${escapeHtml(lines)}</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看订单并确认收货</a></p>`,
    ),
  };
}

export function orderCompletedMail(to: string, orderNo: string, automatic: boolean, link: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】订单 ${orderNo} 已完成`,
    text: `您的订单 ${orderNo} ${automatic ? '发货后已超过确认期限，系统已自动确认收货' : '已确认收货'}，订单已完成。\n${link}`,
    html: layout(
      `<p>您的订单 ${escapeHtml(orderNo)} ${automatic ? '发货后已超过确认期限，系统已自动确认收货' : '已确认收货'}，订单已完成。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看订单</a></p>`,
    ),
  };
}

export function quoteReadyMail(
  to: string,
  quoteNo: string,
  productName: string,
  amount: string,
  validUntil: string,
  link: string,
): Mail {
  return {
    to,
    subject: `【B2B 采购商城】您咨询的「${productName}」已报价（${quoteNo}）`,
    text: `您咨询的「${productName}」已收到平台报价 ${quoteNo}，合计 ${formatYuan(amount)}，有效期至 ${validUntil}（北京时间）。\n查看并接受报价：${link}`,
    html: layout(
      `<p>您咨询的「${escapeHtml(productName)}」已收到平台报价 ${escapeHtml(quoteNo)}，合计 <b>${escapeHtml(formatYuan(amount))}</b>，有效期至 ${escapeHtml(validUntil)}（北京时间）。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看并接受报价</a></p>`,
    ),
  };
}

/* ------------------------------------------------------------------ invoices issued and posted by operators */

export function invoiceIssuedMail(
  to: string,
  requestNo: string,
  taxInvoiceNo: string,
  invoiceDate: string,
  amount: string,
  link: string,
): Mail {
  return {
    to,
    subject: `【B2B 采购商城】发票申请 ${requestNo} 已开具`,
    text: `您的发票申请 ${requestNo} 已开具：发票号码 ${taxInvoiceNo}，开票日期 ${invoiceDate}，价税合计 ${formatYuan(amount)}。纸质发票寄出后会再通知您。\n${link}`,
    html: layout(
      `<p>您的发票申请 ${escapeHtml(requestNo)} 已开具：</p><p>发票号码 <b>${escapeHtml(taxInvoiceNo)}</b>，开票日期 ${escapeHtml(invoiceDate)}，价税合计 ${escapeHtml(formatYuan(amount))}。</p><p>纸质发票寄出后会再通知您。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看发票详情</a></p>`,
    ),
  };
}

export function invoicePdfMail(to: string, requestNo: string, taxInvoiceNo: string, link: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】发票 ${taxInvoiceNo} 的电子发票可以下载了`,
    text: `发票申请 ${requestNo}（发票号码 ${taxInvoiceNo}）的电子发票 PDF 已上传，请登录后在发票详情中下载。\n${link}`,
    html: layout(
      `<p>发票申请 ${escapeHtml(requestNo)}（发票号码 ${escapeHtml(taxInvoiceNo)}）的电子发票 PDF 已上传，请登录后在发票详情中下载。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看发票详情</a></p>`,
    ),
  };
}

export function invoicePostedMail(
  to: string,
  requestNo: string,
  taxInvoiceNo: string,
  carrier: string,
  trackingNo: string,
  link: string,
): Mail {
  return {
    to,
    subject: `【B2B 采购商城】发票 ${taxInvoiceNo} 已寄出`,
    text: `发票申请 ${requestNo}（发票号码 ${taxInvoiceNo}）的纸质发票已寄出：${carrier}，运单号 ${trackingNo}。\n${link}`,
    html: layout(
      `<p>发票申请 ${escapeHtml(requestNo)}（发票号码 ${escapeHtml(taxInvoiceNo)}）的纸质发票已寄出：${escapeHtml(carrier)}，运单号 <b>${escapeHtml(trackingNo)}</b>。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看发票详情</a></p>`,
    ),
  };
}

/** An invoice request the operator could not issue: the reason, and that the orders can be requested again. */
export function invoiceRejectedMail(to: string, requestNo: string, reason: string, link: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】发票申请 ${requestNo} 已驳回`,
    text: `您的发票申请 ${requestNo} 已被驳回，原因：${reason}。所含订单可修改后重新申请开票。\n${link}`,
    html: layout(
      `<p>您的发票申请 ${escapeHtml(requestNo)} 已被驳回，原因：<b>${escapeHtml(reason)}</b>。</p><p>所含订单可修改后重新申请开票。</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看发票详情</a></p>`,
    ),
  };
}

export function operatorLockedMail(to: string, minutes: number): Mail {
  return {
    to,
    subject: '【B2B 采购商城】运营账号登录失败次数过多，已临时锁定',
    text: `您的运营账号连续多次登录失败，已临时锁定 ${minutes} 分钟（期间即使密码正确也无法登录）。如非本人操作，请尽快联系管理员并修改密码。`,
    html: layout(
      `<p>您的运营账号连续多次登录失败，已<strong>临时锁定 ${minutes} 分钟</strong>（期间即使密码正确也无法登录）。</p><p>如非本人操作，请尽快联系管理员并修改密码。</p>`,
    ),
  };
}

/** A step of an after-sales request (售后): submitted, approved, rejected, parcel noted, refunded, withdrawn. */
export function afterSaleMail(to: string, afterSaleNo: string, orderNo: string, step: string, link: string): Mail {
  return {
    to,
    subject: `【B2B 采购商城】售后申请 ${afterSaleNo}：${step.split('：')[0]}`,
    text: `订单 ${orderNo} 的售后申请 ${afterSaleNo}：${step}\n${link}`,
    html: layout(
      `<p>订单 ${escapeHtml(orderNo)} 的售后申请 ${escapeHtml(afterSaleNo)}：${escapeHtml(step)}</p><p><a href="${escapeHtml(link)}" style="color:#114bed">查看订单与售后进度</a></p>`,
    ),
  };
}
