/**
 * The confirm dialog as lazy-confirm.tsx imports it: a module of its own so that ui/dialog's chunk (shared by
 * widgets that render a dialog at once) needs no namespace object for a dynamic import.
 */
export { ConfirmDialog } from '../../ui/dialog';
