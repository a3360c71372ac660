'use client';

import { hydrateWhenVisible } from '@/components/ui/hydrate-when-visible';
// The deferred parts' stylesheets, in the page's CSS from the start (their HTML shows before their code loads).
import 'swiper/css';
import '@/components/contact/MapFacade.module.css';
import '@/components/forms/Form.module.css';
import '@/components/ui/StarRating.module.css';
import './TestimonialsCarousel.module.css';

/*
 * The home page's interactive parts below the fold, loaded as the visitor
 * scrolls towards them: the first screen's scripts stay small on a phone.
 * (On the contact page the same form is the page's purpose and loads at once.)
 */

export const DeferredAppointmentForm = hydrateWhenVisible(() =>
  import('@/components/forms/AppointmentForm').then((module) => module.AppointmentForm),
);

export const DeferredMapFacade = hydrateWhenVisible(() =>
  import('@/components/contact/MapFacade').then((module) => module.MapFacade),
);

export const DeferredTestimonialsCarousel = hydrateWhenVisible(() =>
  import('./TestimonialsCarousel').then((module) => module.TestimonialsCarousel),
);
