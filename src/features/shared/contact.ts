/**
 * The operator's contact details (GET /api/Help/contact: the server's CONTACT_* configuration), read by the
 * help centre and the legal texts through the shared query cache (one request for the page).
 */
import type { SiteContact } from '../../contract/help';
import { type ApiQuery, useApiQuery } from './use-api-query';

export const CONTACT_URL = '/api/Help/contact';

export function useSiteContact(): ApiQuery<SiteContact> {
  return useApiQuery<SiteContact>(CONTACT_URL);
}
