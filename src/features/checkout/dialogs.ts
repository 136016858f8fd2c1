/**
 * The checkout's three 新增 dialogs (delivery address, invoice title, invoice address with the division picker and
 * ui/dialog, a large share of the widget), imported by CheckoutForm.tsx on the first 新增 click, not in the
 * first render.
 */
export { DeliveryAddressDialog } from '../shared/address/DeliveryAddressDialog';
export { InvoiceAddressDialog } from '../shared/InvoiceAddressDialog';
export { InvoiceTitleDialog } from '../shared/InvoiceTitleDialog';
