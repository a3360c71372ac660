'use client';

import { hydrateWhenVisible } from '@/components/ui/hydrate-when-visible';

/*
 * The call-back boxes of treatment and article pages: their code (the form, its
 * send flow) loads as the box nears the viewport. On a wide screen the sidebar
 * is beside the text and loads at once; on a phone it comes after the whole
 * text, and a reader who never gets there never runs it. The boxes are sent by
 * script, so without JavaScript there is nothing to lose (see hydrate-when-visible);
 * the page's call bar and footer still give the phone number.
 *
 * Their stylesheets are imported by the pages' server views, so they are in the
 * page's CSS from the start.
 */

export const DeferredTreatmentCallback = hydrateWhenVisible(() =>
  import('@/components/forms/TreatmentCallback').then((module) => module.TreatmentCallback),
);

export const DeferredBlogCallback = hydrateWhenVisible(() => import('@/components/forms/BlogCallback').then((module) => module.BlogCallback));
