/**
 * The operator's contact details (GET /api/Help/contact: the server's CONTACT_* configuration), read by the
 * help centre and the legal texts through the shared query cache (one request for the page).
 */
import type { SiteContact } from '../../contract/help';
import type { ApiQuery } from './use-api-query';
import { useRouteQuery } from './use-route-query';

export function useSiteContact(): ApiQuery<SiteContact> {
  return useRouteQuery('GET /api/Help/contact');
}
