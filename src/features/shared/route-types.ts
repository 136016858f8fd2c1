/**
 * The types of the storefront's route table (src/routes.ts), kept below it so that features and the shell's
 * parts can name a route without importing the table (and every screen loader with it).
 */
import type { ComponentType } from 'react';
import type { RoutePattern } from '../../core/router';
import type { ScreenProps } from './screen';

/** A screen module loaded on demand. */
export type ScreenModule<P = unknown> = { default: ComponentType<ScreenProps & P> };
// biome-ignore lint/suspicious/noExplicitAny: a loader of any screen, whatever extra props it takes
export type ScreenLoader = () => Promise<ScreenModule<any>>;

/** Which frame a screen is shown in ('operator': the platform staff's console, its own frame). */
export type RouteLayout = 'global' | 'enterprise' | 'bare' | 'operator';
/** Who may open a route ('operator': a logged-in 运营 account, a session apart from the company one). */
export type RouteAccess = 'public' | 'login' | 'admin' | 'operator';

export interface AppRoute extends RoutePattern {
  path: string;
  /** The screen; absent on redirects. */
  screen?: ScreenLoader;
  /** Extra props given to the screen. */
  props?: Record<string, unknown>;
  layout: RouteLayout;
  /** Default 'public'. */
  access?: RouteAccess;
  /** Page title (document.title = `${title} - B2B 企业采购`) and the placeholder heading. */
  title: string;
}
