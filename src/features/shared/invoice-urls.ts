/** The invoice address and title books' APIs (their own module: the checkout needs them, not the dialogs' code). */
export const ADDRESSES_URL = '/api/Invoices/addresses';
export const TITLES_URL = '/api/Invoices/titles';
