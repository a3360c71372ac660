import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages client components read (`useTranslations` in a 'use client'
 * file), as dot paths. Only these go to the browser: every other text is
 * rendered on the server, and passing all messages would put the whole
 * dictionary into every page's HTML. A test checks these lists against the
 * client components.
 *
 * The layout sends what any page may need (the cookie notice, the error and
 * not-found screens, the video facade). The forms' texts are most of the rest
 * (3 kB, twice in the HTML once compressed counts): they go only to the pages
 * that show a form, and only the ones that form shows, through `ClientMessages`
 * around it (i18n/client-messages-provider.tsx).
 */
export const LAYOUT_MESSAGE_PATHS = [
  'consent',
  'media',
  'errors',
  'notFound',
  'article.notFound',
  'article.backToBlogs',
  'treatment.notFound',
  'treatment.backToList',
] as const;

/**
 * What every form reads: the validation texts (lib/forms/messages.ts builds them all at once), the
 * delivery outcomes, the request's reference, the privacy line, the hidden field's label.
 */
const SHARED_FORM_MESSAGE_PATHS = [
  'forms.validation',
  'forms.delivery',
  'forms.reference',
  'forms.privacy',
  'forms.fields.honeypot',
] as const;

/** Around the appointment form (home and contact pages). */
export const APPOINTMENT_FORM_MESSAGE_PATHS = [
  ...SHARED_FORM_MESSAGE_PATHS,
  'forms.fields',
  'forms.services',
  'forms.appointment',
] as const;

/** Around a treatment page's call-back box. */
export const TREATMENT_CALLBACK_MESSAGE_PATHS = [...SHARED_FORM_MESSAGE_PATHS, 'forms.treatmentCallback'] as const;

/** Around an article's call-back box. */
export const BLOG_CALLBACK_MESSAGE_PATHS = [...SHARED_FORM_MESSAGE_PATHS, 'forms.blogCallback'] as const;

/** The texts of all three forms. */
const FORM_MESSAGE_PATHS = [
  ...new Set([...APPOINTMENT_FORM_MESSAGE_PATHS, ...TREATMENT_CALLBACK_MESSAGE_PATHS, ...BLOG_CALLBACK_MESSAGE_PATHS]),
] as const;

/** Around the map (home and contact pages). */
export const MAP_MESSAGE_PATHS = ['contact.map'] as const;

/** Every message a client component may read, on one page or another. */
export const CLIENT_MESSAGE_PATHS = [...LAYOUT_MESSAGE_PATHS, ...FORM_MESSAGE_PATHS, ...MAP_MESSAGE_PATHS] as const;

function isMessages(value: unknown): value is AbstractIntlMessages {
  return typeof value === 'object' && value !== null;
}

/** The part of `messages` under the given dot paths, nested as in the original. */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[] = CLIENT_MESSAGE_PATHS): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let source: unknown = messages;
    for (const key of keys) source = isMessages(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    keys.slice(0, -1).forEach((key) => {
      const next = target[key];
      target = isMessages(next) ? next : (target[key] = {});
    });
    target[keys[keys.length - 1]!] = source as AbstractIntlMessages[string];
  }
  return picked;
}
