import type { Locale } from '@/i18n/routing';

/** Small flags drawn inline (emoji flags do not render on Windows). Decorative. */
export function FlagIcon({ locale }: { locale: Locale }) {
  if (locale === 'tr') {
    return (
      <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#e30a17" rx="2" />
        <circle cx="11" cy="10" r="5" fill="#fff" />
        <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
        <path fill="#fff" d="m16.2 10 3.6-1.17-2.22 3.06V8.11l2.22 3.06z" />
      </svg>
    );
  }
  return (
    // No clipPath: an id would repeat when the flag appears twice on a page.
    <svg viewBox="0 0 60 40" width="24" height="16" aria-hidden="true" focusable="false" style={{ borderRadius: 2 }}>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
