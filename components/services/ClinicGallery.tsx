'use client';

import { ChevronLeft } from '@/components/ui/icons/ChevronLeft';
import { ChevronRight } from '@/components/ui/icons/ChevronRight';
import { X } from '@/components/ui/icons/X';
import { ZoomIn } from '@/components/ui/icons/ZoomIn';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ImgAttributes } from '@/components/media/img-attributes';
import type { LanguageAttributes } from '@/components/ui/content-language';
import styles from './ClinicGallery.module.css';

export interface GalleryImage {
  id: string;
  caption: string;
  /** Set when the caption and alt text are in a fallback language. */
  language?: LanguageAttributes;
  /** The thumbnail's and the larger view's `<img>` attributes, computed on the server (next/image's getImageProps). */
  thumb: ImgAttributes;
  large: ImgAttributes;
}

interface GalleryLabels {
  open: string;
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** With {current} and {total} placeholders. */
  counter: string;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Thumbnails that open a larger view in a modal dialog: focus stays inside,
 * Escape or the close button closes it and focus returns to the thumbnail;
 * the arrow keys step through the images.
 */
export function ClinicGallery({ images, labels }: { images: GalleryImage[]; labels: GalleryLabels }) {
  const [current, setCurrent] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const openedFrom = useRef<number | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (current === null || !dialog || dialog.open) return;
    dialog.showModal();
    // The page behind stays put while the larger view is open.
    document.documentElement.style.overflow = 'hidden';
  }, [current]);

  function open(index: number) {
    openedFrom.current = index;
    setCurrent(index);
  }

  function step(delta: number) {
    setCurrent((index) => (index === null ? index : (index + delta + images.length) % images.length));
  }

  function onClosed() {
    document.documentElement.style.removeProperty('overflow');
    setCurrent(null);
    const from = openedFrom.current;
    if (from !== null) triggers.current[from]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      // The arrow towards the line's end is "next": the left one on a right-to-left page.
      const forward = event.key === (getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      step(forward ? 1 : -1);
    } else if (event.key === 'Tab') {
      // Keep Tab inside the dialog rather than letting it reach the browser's own controls.
      const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  const shown = current === null ? null : images[current];

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.id}>
            <figure className={styles.figure}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                className={styles.thumb}
                onClick={() => open(index)}
                aria-haspopup="dialog"
                data-testid="gallery-thumb"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's markup (getImageProps) */}
                <img {...image.thumb} alt={image.thumb.alt} {...image.language} />
                <span className={styles.zoom} aria-hidden="true">
                  <ZoomIn />
                </span>
                <span className="visually-hidden">, {labels.open}</span>
              </button>
              <figcaption className={styles.caption} {...image.language}>
                {image.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClosed}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        data-testid="gallery-dialog"
      >
        {shown && current !== null ? (
          <div className={styles.panel}>
            <div className={styles.bar}>
              <p id={titleId} className={styles.title}>
                <span className="visually-hidden">{labels.dialog}: </span>
                <span {...shown.language}>{shown.caption}</span>
              </p>
              <button type="button" className={styles.iconButton} onClick={() => dialogRef.current?.close()} aria-label={labels.close}>
                <X aria-hidden="true" />
              </button>
            </div>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's markup (getImageProps) */}
            <img className={styles.large} {...shown.large} alt={shown.large.alt} {...shown.language} />
            <div className={styles.nav}>
              <button type="button" className={styles.iconButton} onClick={() => step(-1)} aria-label={labels.previous}>
                <ChevronLeft aria-hidden="true" />
              </button>
              <p className={styles.counter} aria-live="polite">
                {labels.counter.replace('{current}', String(current + 1)).replace('{total}', String(images.length))}
              </p>
              <button type="button" className={styles.iconButton} onClick={() => step(1)} aria-label={labels.next}>
                <ChevronRight aria-hidden="true" />
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
