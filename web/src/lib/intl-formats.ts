/**
 * Intl formatters, made once per locale and options and then reused. Making one loads the locale's data and
 * costs far more than formatting with it; a list of results or history items formats a distance, a time or a
 * date per row on every render, so making them there was a measurable part of the pages' blocking time
 * (issue 19). The set of keys is small: nine languages, a few option sets, the time zones of the places shown.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(); // a bad locale or option throws here, and nothing is kept
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string | undefined, options: Intl.RelativeTimeFormatOptions) =>
  cached('relativeTime', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
