/** The delivery address book's API (its own module: the checkout needs the address, not the dialog's code). */
import { apiUrl } from '../../../core/http';

export const DELIVERY_ADDRESSES_URL = apiUrl('GET /api/Company/delivery-addresses');
