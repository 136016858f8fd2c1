/** The invoice address and title books' APIs (their own module: the checkout needs them, not the dialogs' code). */
import { apiUrl } from '../../core/http';

export const ADDRESSES_URL = apiUrl('GET /api/Invoices/addresses');
export const TITLES_URL = apiUrl('GET /api/Invoices/titles');
