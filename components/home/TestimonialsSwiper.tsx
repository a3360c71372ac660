'use client';

import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ReactNode } from 'react';
import styles from './TestimonialsCarousel.module.css';

/*
 * Three slides by default and from 1024 px, two at 767 px and below,
 * one at 575 px and below. Swiper's breakpoints are minimum widths; the CSS
 * module mirrors them so the server-rendered slides sit where Swiper puts them.
 */
const BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 16 },
  576: { slidesPerView: 2, spaceBetween: 24 },
  768: { slidesPerView: 3, spaceBetween: 24 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
};

export interface TestimonialsSwiperProps {
  slides: { id: string; content: ReactNode }[];
  slideLabel: string;
  onSwiper: (swiper: SwiperInstance) => void;
}

/**
 * The carousel engine, loaded only when the testimonials come near the
 * viewport (it is most of the home page's script otherwise). The previous,
 * next and pause buttons live in TestimonialsCarousel and drive it.
 */
export default function TestimonialsSwiper({ slides, slideLabel, onSwiper }: TestimonialsSwiperProps) {
  return (
    <Swiper
      className={styles.viewport}
      modules={[Autoplay, Keyboard, A11y]}
      loop
      speed={500}
      slidesPerView={3}
      spaceBetween={24}
      breakpoints={BREAKPOINTS}
      autoplay={{ enabled: false, delay: 3000, disableOnInteraction: false }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ itemRoleDescriptionMessage: slideLabel, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
      onSwiper={onSwiper}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.id} className={styles.slide} data-testid="testimonial-slide">
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
