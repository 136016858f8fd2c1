/**
 * Shared pieces of the enterprise screens: where they are (storefront route or the standalone
 * `<b2b-enterprise>` widget, which switches sections in component state), data reloading after writes,
 * the page frame and small formatting helpers.
 */
import { useCallback, useContext, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Button } from '../../ui/button';
import type { ConfirmOptions } from '../../ui/dialog';
import { fieldRules, type FieldRuleOptions } from '../../ui/form';
import styled from 'styled-components';
import { api, ApiError } from '../../core/http';
import { showMessage } from '../../core/messages';
import { invalidateKeys } from '../../core/query';
import { vars } from '../../ui/theme';
import { useNavigate } from '../shared/navigation';
import { EnterpriseNavContext, isEnterprisePath } from './nav';

export { EnterpriseNavContext, EntLink, isEnterprisePath, type EnterpriseNavValue } from './nav';

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

/**
 * Shows the server's message of a failed write, unless the client already said something: 400 (marked on
 * the field or shown by the http client), 401 (logged out), 500 and network failures (0) have their own message.
 */
export function showFailure(e: unknown): void {
  if (e instanceof ApiError && e.status !== 400 && e.status !== 401 && e.status !== 500 && e.status !== 0) showMessage('error', e.message);
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

/** The footer of a form dialog: 取消, and the primary action (保存) that shows it is saving. */
export function DialogFooter({ saving, onCancel, onSubmit, submitText = '保存' }: { saving: boolean; onCancel: () => void; onSubmit: () => void; submitText?: string }) {
  return (
    <>
      <Button onClick={onCancel} disabled={saving}>
        取消
      </Button>
      <Button variant="primary" loading={saving} onClick={onSubmit}>
        {submitText}
      </Button>
    </>
  );
}

/** The Chinese text of a failed load. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return '没有权限查看此内容';
    return error.message;
  }
  return '加载失败，请稍后重试';
}

/** Marks the form field a 400 answer names (`Field`); returns true when it did. */
export function markServerField<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly string[]): boolean {
  if (error instanceof ApiError && error.field && known.includes(error.field)) {
    setError(error.field as Path<T>, { type: 'server', message: error.message });
    return true;
  }
  return false;
}

/** `2026-11-22 11:30` in China time from an ISO string. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const cn = new Date(d.getTime() + 8 * 3_600_000).toISOString();
  return `${cn.slice(0, 10)} ${cn.slice(11, 16)}`;
}

export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export const isoDate = (value: string | null | undefined): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

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

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wrap = styled.span`
  overflow-wrap: anywhere;
  word-break: break-word;
`;

/** The refusal shown in place of an admin-only action or section (the server refuses too). */
export function AdminOnlyNote({ children }: { children?: ReactNode }) {
  return <Muted role="note">{children ?? '仅企业管理员可修改，如需调整请联系本企业管理员。'}</Muted>;
}

/** UI's `fieldRules` (default Chinese messages) for any text field of any form; extra checks get the trimmed text. */
export interface TextRules {
  required?: string;
  validate: Record<string, (value: unknown) => true | string | Promise<true | string>>;
}

export function rule(o: Omit<FieldRuleOptions, 'validate'> & { check?: (value: string) => true | string }): TextRules {
  const { check, ...rest } = o;
  return fieldRules({
    ...rest,
    ...(check ? { validate: { check: (v: unknown) => (String(v ?? '').trim() === '' ? true : check(String(v).trim())) } } : {}),
  }) as TextRules;
}
