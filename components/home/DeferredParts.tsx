'use client';

import { hydrateWhenVisible } from '@/components/ui/hydrate-when-visible';

/*
 * The home page's form and map, at the bottom of a long page: their code loads
 * as the visitor scrolls towards them, so the first screen's scripts stay small
 * on a phone. Both need JavaScript to be of use (the form is sent by script,
 * the map loads on click). On the contact page the same form is the page's
 * purpose and loads at once; the testimonials carousel is content and is not
 * deferred (see hydrate-when-visible).
 */

export const DeferredAppointmentForm = hydrateWhenVisible(() =>
  import('@/components/forms/AppointmentForm').then((module) => module.AppointmentForm),
);

export const DeferredMapFacade = hydrateWhenVisible(() => import('@/components/contact/MapFacade').then((module) => module.MapFacade));
