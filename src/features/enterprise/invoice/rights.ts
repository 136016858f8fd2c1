/** Who may request invoices: the company's 管理员 and 财务 (the server answers 403 to anyone else). */
import { useStore } from '@nanostores/react';
import { $session } from '../../../core/session';

export const INVOICE_REQUEST_ROLES = ['管理员', '财务'];

export function useMayRequestInvoices(): boolean {
  const session = useStore($session);
  return session.token !== '' && (session.user?.UserRoleNames ?? []).some((r) => INVOICE_REQUEST_ROLES.includes(r));
}
