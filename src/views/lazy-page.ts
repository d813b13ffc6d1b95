import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first use, and which can also be fetched ahead (`preload`). */
export type LazyPage<P extends object = object> = ((props: P) => ReactNode) &
  CodeLoader & {
    preload: () => Promise<{ default: ComponentType<P> }>;
  };

/** Code that loads once, ahead or on first use. */
export interface CodeLoader {
  preload(): Promise<unknown>;
  /** The code has arrived (the component renders without suspending) or failed to. */
  isSettled(): boolean;
}

/**
 * `React.lazy` that remembers its loader: the app preloads the page (and the shell) of the address
 * it opens on in parallel with the sign-in checks, instead of after them.
 *
 * Once the code is here the component renders it directly. `React.lazy` alone would still suspend
 * on its first render, even with the chunk long loaded, and React holds a revealed boundary back
 * for up to 300 ms after the last fallback it showed: the page would paint that much later.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  // Before the code arrives the lazy component suspends; React retries after `loaded` is set, so
  // the lazy one is never committed and nothing remounts when the direct one takes over.
  const Page = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props));
  return Object.assign(Page, { preload, isSettled: () => loaded !== undefined || failed });
}
