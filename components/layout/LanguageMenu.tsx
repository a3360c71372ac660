'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '@/i18n/client';
import { counterpartPath } from '@/i18n/route-path';
import { otherLocale, type Locale } from '@/i18n/routing';
import { ChevronDown } from '@/components/ui/icons/ChevronDown';
import { FlagIcon } from './icons/FlagIcon';
import { useLanguageAlternates } from './LanguageAlternates';
import styles from './LanguageMenu.module.css';

interface Labels {
  label: string;
  current: string;
  currentShort: string;
  switchTo: string;
}

/** The other language's URL of the current page, query string included. */
function useCounterpartHref(target: Locale, search: string): string {
  const pathname = usePathname();
  const alternates = useLanguageAlternates();
  const registered = alternates?.[target];
  if (registered) return registered;
  const href = counterpartPath(pathname, target);
  return search ? `${href}?${search}` : href;
}

function LanguageMenuWithQuery({ labels }: { labels: Labels }) {
  const search = useSearchParams().toString();
  return <LanguageMenuInner labels={labels} search={search} />;
}

function LanguageMenuInner({ labels, search }: { labels: Labels; search: string }) {
  const locale = useLocale();
  const target = otherLocale(locale);
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

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${labels.label}: ${labels.current}`}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-toggle"
      >
        <FlagIcon locale={locale} />
        <span aria-hidden="true">{labels.currentShort}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        <li>
          {/* A plain anchor: the other language loads its own messages and layout. */}
          <a href={href} hrefLang={target} lang={target} className={styles.option} data-testid="language-switch" data-track-language={`${locale}:${target}`}>
            <FlagIcon locale={target} />
            {labels.switchTo}
          </a>
        </li>
      </ul>
    </div>
  );
}

/**
 * Shown until the search params are known (a Suspense fallback is streamed
 * into the HTML of dynamic pages next to the real menu): a plain trigger with
 * no ids, so the document never holds two elements with the same id.
 */
function LanguageMenuFallback({ labels }: { labels: Labels }) {
  const locale = useLocale();
  return (
    <div className={styles.menu}>
      <button type="button" className={styles.trigger} aria-expanded={false} aria-label={`${labels.label}: ${labels.current}`}>
        <FlagIcon locale={locale} />
        <span aria-hidden="true">{labels.currentShort}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
    </div>
  );
}

export function LanguageMenu(labels: Labels) {
  return (
    <Suspense fallback={<LanguageMenuFallback labels={labels} />}>
      <LanguageMenuWithQuery labels={labels} />
    </Suspense>
  );
}
