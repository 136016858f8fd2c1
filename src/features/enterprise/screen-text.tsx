/** What the enterprise screens say: a failed load's text, the admin-only note, and their page size. */
import type { ReactNode } from 'react';
import { ApiError } from '../../core/http';
import { Muted } from '../shared/layout';

/** Rows per page of the enterprise lists. */
export const PAGE_SIZE = 10;

/** The Chinese text of a failed load. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return '没有权限查看此内容';
    return error.message;
  }
  return '加载失败，请稍后重试';
}

/** The refusal shown in place of an admin-only action or section (the server refuses too). */
export function AdminOnlyNote({ children }: { children?: ReactNode }) {
  return <Muted role="note">{children ?? '仅企业管理员可修改，如需调整请联系本企业管理员。'}</Muted>;
}
