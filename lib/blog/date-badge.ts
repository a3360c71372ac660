import { language, type Locale } from '@/i18n/routing';

/** The clinic's time zone: an article published at 00:30 in Istanbul shows that day everywhere. */
const TIME_ZONE = 'Europe/Istanbul';

export interface DateBadge {
  /** Day of the month, e.g. "14". */
  day: string;
  /** Short month name in the visitor's language, e.g. "Kas" or "Nov". */
  month: string;
  /** The whole date for screen readers and the article header, e.g. "14 Kasım 2026". */
  long: string;
  /** Calendar date for `<time dateTime>`, e.g. "2026-11-14". */
  dateTime: string;
}

/**
 * The day-and-month badge of a blog card, from the article's real publication
 * date: the original site showed a pseudo-random date seeded by the card's
 * position, which told readers something untrue. Returns null for a date that cannot be read.
 */
export function dateBadge(isoDate: string, locale: Locale): DateBadge | null {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return null;
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language(locale).intlLocale, { timeZone: TIME_ZONE, ...options }).format(date);
  const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
  return {
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }).replace(/\.$/, ''),
    long: part({ day: 'numeric', month: 'long', year: 'numeric' }),
    dateTime: calendar,
  };
}
