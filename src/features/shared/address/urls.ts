/** The delivery address book's API (its own module: the checkout needs the address, not the dialog's code). */
export const DELIVERY_ADDRESSES_URL = '/api/Company/delivery-addresses';
