import darkThemeUrl from 'primereact/resources/themes/lara-dark-teal/theme.css?url';
import lightThemeUrl from 'primereact/resources/themes/lara-light-teal/theme.css?url';
import './styles/contrast.css';

export type ThemeName = 'light' | 'dark';

const LINK_ID = 'prime-theme';

/** The theme applied now. */
export function currentTheme(doc: Document = document): ThemeName {
  return doc.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Switches the PrimeReact theme by swapping one stylesheet link (normal and Soft Mode). */
export function applyTheme(theme: ThemeName, doc: Document = document): void {
  let link = doc.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = doc.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    doc.head.prepend(link);
  }
  const href = theme === 'dark' ? darkThemeUrl : lightThemeUrl;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  doc.documentElement.dataset.theme = theme;
}
