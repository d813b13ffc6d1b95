import { lazyPage, type LazyPage } from './lazy-page';

/** A signed-in route's page: loaded through the page index, so the first chunk holds only its file name. */
export function signedInPage(file: string): LazyPage {
  return lazyPage(() => import('./page-index').then((index) => index.loadPage(file)));
}
