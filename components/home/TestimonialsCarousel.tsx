'use client';

import 'swiper/css';
import { ChevronLeft } from '@/components/ui/icons/ChevronLeft';
import { ChevronRight } from '@/components/ui/icons/ChevronRight';
import { Pause } from '@/components/ui/icons/Pause';
import { Play } from '@/components/ui/icons/Play';
import { Quote } from '@/components/ui/icons/Quote';
import { onceVisible } from '@/components/ui/once-visible';
import { useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { LanguageAttributes } from '@/components/ui/content-language';
import styles from './TestimonialsCarousel.module.css';
import type { TestimonialsSwiperProps } from './TestimonialsSwiper';

export interface TestimonialItem {
  id: string;
  name: string;
  treatment: string;
  comment: string;
  /** The rating's stars, drawn on the server (components/ui/StarRating): no code for them here. */
  stars: ReactNode;
  /** Set when the testimonial is shown in a fallback language. */
  language?: LanguageAttributes;
}

export interface CarouselLabels {
  region: string;
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

type Engine = ComponentType<TestimonialsSwiperProps>;

/** Starts loading Swiper a little before the carousel scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

function TestimonialCard({ item }: { item: TestimonialItem }) {
  return (
    <figure className={styles.card}>
      <Quote className={styles.quoteMark} aria-hidden="true" />
      {item.stars}
      <blockquote className={styles.comment} {...item.language}>
        <p>{item.comment}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {item.name.charAt(0)}
        </span>
        <span>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.treatment} {...item.language}>
            {item.treatment}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The server renders the slides in Swiper's own markup, laid out as Swiper
 * will lay them out; Swiper itself (about 30 kB) loads only when the carousel
 * comes near the viewport or is used, so it costs the page's first load nothing.
 */
export function TestimonialsCarousel({ items, labels }: { items: TestimonialItem[]; labels: CarouselLabels }) {
  const [Engine, setEngine] = useState<Engine | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A previous/next press that came before Swiper had loaded.
  const pendingStep = useRef<'prev' | 'next' | null>(null);

  const loadEngine = useCallback(() => {
    void import('./TestimonialsSwiper').then((module) => setEngine(() => module.default));
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) {
      loadEngine();
      return;
    }
    return onceVisible(element, loadEngine, { rootMargin: PRELOAD_MARGIN, whenUnsupported: 'now' });
  }, [loadEngine]);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      if (query.matches) setPlaying(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const running = playing && !hovered && !focused;
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    // Swiper sets its live region once, from the autoplay option (off here): slides that turn on their
    // own must not be read out, slides the visitor turns must.
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);

  const onSwiper = useCallback((instance: SwiperInstance) => {
    setSwiper(instance);
    const step = pendingStep.current;
    pendingStep.current = null;
    if (step === 'prev') instance.slidePrev();
    if (step === 'next') instance.slideNext();
  }, []);

  function go(step: 'prev' | 'next') {
    if (swiper && !swiper.destroyed) {
      if (step === 'prev') swiper.slidePrev();
      else swiper.slideNext();
      return;
    }
    pendingStep.current = step;
    loadEngine();
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'mouse') setHovered(true);
  }

  function onFocus(event: FocusEvent) {
    // The pause button itself must not hold the rotation, or "play" could never take effect.
    setFocused(event.target !== toggleRef.current);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const slides = items.map((item) => ({ id: item.id, content: <TestimonialCard item={item} /> }));

  return (
    <div
      ref={root}
      className={styles.carousel}
      role="region"
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      data-testid="testimonials-carousel"
    >
      {Engine ? (
        <Engine slides={slides} slideLabel={labels.slideRoleDescription} onSwiper={onSwiper} />
      ) : (
        <div className={`swiper ${styles.viewport}`}>
          <div className="swiper-wrapper">
            {slides.map((slide) => (
              <div key={slide.id} className={`swiper-slide ${styles.slide}`} data-testid="testimonial-slide">
                {slide.content}
              </div>
            ))}
          </div>
        </div>
      )}

      <div className={styles.controls}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.control}
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? labels.pause : labels.play}
          data-testid="carousel-toggle"
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </button>
        <button type="button" className={styles.control} aria-label={labels.previous} onClick={() => go('prev')}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className={styles.control} aria-label={labels.next} onClick={() => go('next')}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
