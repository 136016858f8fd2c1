/**
 * The login's way to the catalogue's cart actions, imported lazily by LoginForm.tsx: a module of its own so that
 * the catalogue's chunk (shared by the catalogue widgets) needs no namespace object for a dynamic import.
 */
export { resumeCartAction } from '../shared/products/cartActions';
