/**
 * Shared pieces of the enterprise screens: where they are (storefront route or the standalone
 * `<b2b-enterprise>` widget, which switches sections in component state), data reloading after writes,
 * the page frame and small formatting helpers.
 */
import { type ReactNode, useCallback, useContext } from 'react';
import styled from 'styled-components';
import { ApiError, api } from '../../core/http';
import { showMessage } from '../../core/messages';
import { invalidateKeys } from '../../core/query';
import type { ConfirmOptions } from '../../ui/dialog';
import { vars } from '../../ui/theme';
import { showFailure } from '../shared/forms';
import { useNavigate } from '../shared/navigation';
import { EnterpriseNavContext, isEnterprisePath } from './nav';

export { DialogFooter, markServerField, showFailure } from '../shared/forms';
export { FormGrid } from '../shared/layout';
export { EnterpriseNavContext, type EnterpriseNavValue, EntLink, isEnterprisePath } from './nav';

/** `go(path)`: in the widget enterprise paths switch the section in state; otherwise the storefront navigates. */
export function useEnterpriseGo(): (to: string, options?: { replace?: boolean }) => void {
  const inWidget = useContext(EnterpriseNavContext);
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      if (inWidget && isEnterprisePath(to)) inWidget.go(to, options);
      else navigate(to, options);
    },
    [inWidget, navigate],
  );
}

/** The query the screen works with: the widget's own state, else the route's. */
export function useEnterpriseQuery(routeQuery: URLSearchParams | undefined): URLSearchParams {
  const inWidget = useContext(EnterpriseNavContext);
  return inWidget?.query ?? routeQuery ?? new URLSearchParams();
}

/** Refetches every cached answer whose URL starts with `prefix` (after a write). */
export function refresh(prefix: string): void {
  void invalidateKeys((key) => key.startsWith(prefix));
}

/** Asks (删除, danger), then DELETEs `url`, says `done` and refetches the lists under `prefix`; `onError` on failure. */
export async function confirmDelete(
  confirm: (options?: ConfirmOptions) => Promise<boolean>,
  what: { title: string; content: string; url: string; done: string; prefix: string },
  onError: (e: unknown) => void = showFailure,
): Promise<void> {
  if (!(await confirm({ title: what.title, content: what.content, confirmText: '删除', danger: true }))) return;
  try {
    await api(what.url, { method: 'DELETE' });
    showMessage('success', what.done);
    refresh(what.prefix);
  } catch (e) {
    onError(e);
  }
}

/** The Chinese text of a failed load. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return '没有权限查看此内容';
    return error.message;
  }
  return '加载失败，请稍后重试';
}

export const PAGE_SIZE = 10;

export const Panel = styled.section`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 20px 24px;
  min-width: 0;
  @media (max-width: 768px) {
    padding: 16px 12px;
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 20px;
    color: ${vars.text};
  }
`;

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  label > * {
    min-width: 140px;
  }
  @media (max-width: 480px) {
    label {
      flex: 1 1 100%;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

export const Muted = styled.span`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

export const Wrap = styled.span`
  overflow-wrap: anywhere;
  word-break: break-word;
`;

/** The refusal shown in place of an admin-only action or section (the server refuses too). */
export function AdminOnlyNote({ children }: { children?: ReactNode }) {
  return <Muted role="note">{children ?? '仅企业管理员可修改，如需调整请联系本企业管理员。'}</Muted>;
}
