'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '@/i18n/client';
import { counterpartPath } from '@/i18n/route-path';
import { language, languageConfig, type Locale } from '@/i18n/locales';
import { ChevronDown } from '@/components/ui/icons/ChevronDown';
import { useLanguageAlternates } from './LanguageAlternates';
import styles from './LanguageMenu.module.css';

/** Each language's flag, drawn on the server (./icons/FlagIcon): no code for them in the browser. */
type Flags = Partial<Record<Locale, ReactNode>>;

const withSearch = (href: string, search: string) => (search ? `${href}?${search}` : href);

/** The trigger's name holds its visible text ("TR"), so a voice command naming it finds it (WCAG 2.5.3). */
function triggerName(label: string, locale: Locale): string {
  const { name, short } = language(locale);
  return `${label}: ${name} (${short})`;
}

/**
 * The trigger and the list of every language the site speaks (i18n/languages.json), each by its
 * own name in itself. The page's language is marked as current; every other option gets its
 * address when the list opens, the only time it can be followed, from the address bar: that
 * language's URL of the page, query string included (a list's `?category=`), or the counterpart
 * the page registered (an article's other slug).
 *
 * Why not while rendering: `useSearchParams` made React render the menu again in the browser after
 * hydration on every prerendered page (a Suspense boundary around a server fallback), and on a
 * list served from the page cache the server's `usePathname` is the internal, rewritten path
 * (`/tr/treatments/_`), which hydration would have kept in the link. Without JavaScript the list
 * cannot open. Until the list first opens the options are not rendered at all: an `<a>` without an
 * address is a link crawlers cannot follow (Lighthouse's SEO audit fails every page on it), and
 * search engines find each page's counterparts in the head's `hreflang` alternates.
 */
export function LanguageMenu({ label, flags }: { label: string; flags: Flags }) {
  const locale = useLocale();
  const alternates = useLanguageAlternates();
  const [address, setAddress] = useState<{ pathname: string; search: string } | null>(null);
  const hrefOf = (target: Locale) =>
    address ? (alternates?.[target] ?? withSearch(counterpartPath(address.pathname, target), address.search)) : undefined;
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

  const readAddress = () => setAddress({ pathname: window.location.pathname, search: window.location.search.slice(1) });
  const toggle = () => {
    if (!open) readAddress();
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
        aria-label={triggerName(label, locale)}
        onClick={toggle}
        data-testid="language-toggle"
      >
        {flags[locale]}
        <span aria-hidden="true">{language(locale).short}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        {address
          ? languageConfig.languages.map(({ code, name }) =>
              code === locale ? (
                <li key={code}>
                  <span className={styles.option} aria-current="true" lang={code}>
                    {flags[code] ?? <span className={styles.noFlag} />}
                    {name}
                  </span>
                </li>
              ) : (
                <li key={code}>
                  {/* A plain anchor: the other language loads its own messages and layout. */}
                  <a
                    href={hrefOf(code)}
                    hrefLang={code}
                    lang={code}
                    className={styles.option}
                    data-testid={`language-switch-${code}`}
                    data-track-language={`${locale}:${code}`}
                    // Read again as the option is reached: a filter chosen while the list stayed open changed the address.
                    onFocus={readAddress}
                    onPointerDown={readAddress}
                  >
                    {flags[code] ?? <span className={styles.noFlag} />}
                    {name}
                  </a>
                </li>
              ),
            )
          : null}
      </ul>
    </div>
  );
}
