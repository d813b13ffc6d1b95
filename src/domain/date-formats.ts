/**
 * One Intl.DateTimeFormat per locale and options, made once. Building a formatter costs far more
 * than using one (the first a tab makes loads the locale's data), and pages format a grid of
 * times on every render. The per-zone formatters of provider time, on the server's hot path, keep
 * their own cheaper keys (provider-time.ts).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
