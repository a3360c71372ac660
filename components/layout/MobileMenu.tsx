'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Menu } from '@/components/ui/icons/Menu';
import { X } from '@/components/ui/icons/X';
import styles from './SiteHeader.module.css';

/** On phones the navigation folds behind a toggle; on wider screens it is always shown. */
export function MobileMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = usePathname();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A new page closes the menu, during the render that shows it rather than in an effect after it.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus inside the panel would vanish with it: give it back to the toggle.
      toggle.current?.focus();
    };
    // Tabbing on past the last link would leave the open panel over the page, covering the focus.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <div ref={panel} id={panelId} className={styles.panel} data-open={open}>
        {children}
      </div>
    </>
  );
}
