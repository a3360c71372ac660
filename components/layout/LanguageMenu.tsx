'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '@/i18n/client';
import { counterpartPath } from '@/i18n/route-path';
import { otherLocale, type Locale } from '@/i18n/routing';
import { ChevronDown } from '@/components/ui/icons/ChevronDown';
import { useLanguageAlternates } from './LanguageAlternates';
import styles from './LanguageMenu.module.css';

/** Each language's flag, drawn on the server (./icons/FlagIcon): no code for them in the browser. */
type Flags = Record<Locale, ReactNode>;

interface Labels {
  label: string;
  current: string;
  currentShort: string;
  switchTo: string;
}

/** The trigger's name holds its visible text ("TR"), so a voice command naming it finds it (WCAG 2.5.3). */
function triggerName(labels: Labels): string {
  return `${labels.label}: ${labels.current} (${labels.currentShort})`;
}

/** The other language's URL of the current page, with the query string given. */
function useCounterpartHref(target: Locale, search: string): string {
  const pathname = usePathname();
  const alternates = useLanguageAlternates();
  const registered = alternates?.[target];
  if (registered) return registered;
  const href = counterpartPath(pathname, target);
  return search ? `${href}?${search}` : href;
}

/**
 * The trigger and the one-option list. The query string (a list's `?category=`) is read from the
 * address when the list opens, the only time its link can be followed, rather than with
 * `useSearchParams`: on a prerendered page that hook makes React render the menu again in the
 * browser after hydration (a Suspense boundary around a server fallback), on every page load.
 */
export function LanguageMenu({ flags, ...labels }: Labels & { flags: Flags }) {
  const locale = useLocale();
  const target = otherLocale(locale);
  const [search, setSearch] = useState('');
  const href = useCounterpartHref(target, search);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        // Focus on the option would vanish with the list: give it back to the trigger.
        if (root.current?.contains(document.activeElement)) trigger.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const toggle = () => {
    if (!open) setSearch(window.location.search.slice(1));
    setOpen(!open);
  };

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={triggerName(labels)}
        onClick={toggle}
        data-testid="language-toggle"
      >
        {flags[locale]}
        <span aria-hidden="true">{labels.currentShort}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        <li>
          {/* A plain anchor: the other language loads its own messages and layout. */}
          <a
            href={href}
            hrefLang={target}
            lang={target}
            className={styles.option}
            data-testid="language-switch"
            data-track-language={`${locale}:${target}`}
          >
            {flags[target]}
            {labels.switchTo}
          </a>
        </li>
      </ul>
    </div>
  );
}
