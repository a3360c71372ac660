import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages client components read (`useTranslations` in a 'use client'
 * file), as dot paths. Only these go to the browser: every other text is
 * rendered on the server, and passing all messages would put the whole
 * dictionary into every page's HTML. A test checks this list against the
 * client components.
 */
export const CLIENT_MESSAGE_PATHS = [
  'consent',
  'forms',
  'media',
  'errors',
  'notFound',
  'contact.map',
  'article.notFound',
  'article.backToBlogs',
  'treatment.notFound',
  'treatment.backToList',
] as const;

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
