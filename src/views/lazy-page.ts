import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded with its route, which can also be fetched ahead (`preload`) while the session boots. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };

/**
 * `React.lazy` that remembers its loader: the app preloads the page of the address it opens on in
 * parallel with the sign-in checks, instead of after them.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}
