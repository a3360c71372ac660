'use client';

import { ChevronDown } from '@/components/ui/icons/ChevronDown';
import { useId, useState } from 'react';
import type { LanguageAttributes } from '@/components/ui/content-language';
import styles from './FaqAccordion.module.css';

interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** Set when the question is shown in a fallback language. */
  language?: LanguageAttributes;
}

/** WAI-ARIA accordion: each question is a button in a heading; the first answer starts open. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(items.slice(0, 1).map((item) => item.id)));
  const baseId = useId();

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.accordion} data-testid="faq">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item} data-open={expanded ? 'true' : undefined} {...item.language}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <ChevronDown className={styles.chevron} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
