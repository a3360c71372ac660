'use client';

import 'swiper/css';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { StarRating } from '@/components/ui/StarRating';
import styles from './TestimonialsCarousel.module.css';

export interface TestimonialItem {
  id: string;
  name: string;
  treatment: string;
  comment: string;
  rating: number;
  ratingLabel: string;
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

/*
 * SPEC §4: three slides by default and from 1024 px, two at 767 px and below,
 * one at 575 px and below. Swiper's breakpoints are minimum widths; the CSS
 * module mirrors them so the server-rendered slides sit where Swiper puts them.
 */
const BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 16 },
  576: { slidesPerView: 2, spaceBetween: 24 },
  768: { slidesPerView: 3, spaceBetween: 24 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
};

export function TestimonialsCarousel({ items, labels }: { items: TestimonialItem[]; labels: CarouselLabels }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

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
  }, [swiper, running]);

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

  return (
    <div
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
      <Swiper
        className={styles.viewport}
        modules={[Autoplay, Navigation, Keyboard, A11y]}
        loop
        speed={500}
        slidesPerView={3}
        spaceBetween={24}
        breakpoints={BREAKPOINTS}
        autoplay={{ enabled: false, delay: 3000, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={{ addIcons: false }}
        a11y={{
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          itemRoleDescriptionMessage: labels.slideRoleDescription,
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
        onBeforeInit={(instance) => {
          const navigation = instance.params.navigation;
          if (navigation && typeof navigation === 'object') {
            navigation.prevEl = prevRef.current;
            navigation.nextEl = nextRef.current;
          }
        }}
        onSwiper={setSwiper}
      >
        {items.map((item) => (
          <SwiperSlide key={item.id} className={styles.slide} data-testid="testimonial-slide">
            <figure className={styles.card}>
              <Quote className={styles.quoteMark} aria-hidden="true" />
              <StarRating rating={item.rating} label={item.ratingLabel} />
              <blockquote className={styles.comment}>
                <p>{item.comment}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.treatment}>{item.treatment}</span>
                </span>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>

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
        <button ref={prevRef} type="button" className={styles.control} aria-label={labels.previous}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button ref={nextRef} type="button" className={styles.control} aria-label={labels.next}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
