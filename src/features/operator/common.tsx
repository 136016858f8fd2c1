/**
 * Parts shared by the operator console's screens: the enterprise area's list panel, toolbar, dialog
 * footer and helpers (one look for both back offices), plus the console's own failure text and action runner.
 */
import { ApiError, announceFailure } from '../../core/http';

export { formatDateTime } from '../../contract/dates';
export { DialogFooter, markServerField } from '../shared/forms';
export { Actions, FormGrid, HeaderRow, Muted, Panel, Toolbar, Wrap } from '../shared/layout';
export { refresh } from '../shared/use-api-query';

export const OP_PAGE_SIZE = 20;

/** A load failure in words (403: the session is not an operator's). */
export function opErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    // The server says which: not an operator's session, or a role that does not cover this page.
    if (error.status === 403) return error.message || '仅平台运营人员可以查看，请使用运营账号登录';
    if (error.status === 0) return '网络连接失败，请稍后重试';
    return error.message;
  }
  return '加载失败，请稍后重试';
}

/** Shows a failed write's reason where the http client stays silent (409 "already done by someone else", 404, 403). */
export const showWriteFailure = (error: unknown): void => announceFailure(error);
