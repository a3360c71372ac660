import type { ConversionKind, EventProperties } from './types';

export interface TrackedClick {
  event: string;
  properties: EventProperties;
  conversion?: ConversionKind;
}

const TRACKED_SELECTOR = '[data-track], [data-track-language], a[href^="tel:"], a[href*="wa.me/"], a[href*="api.whatsapp.com/"]';
const LABEL_LIMIT = 80;

/** `data-track-card-slug="x"` → `{ card_slug: 'x' }`; `data-track` and `data-track-language` are read separately. */
function extraProperties(element: HTMLElement): EventProperties {
  const properties: EventProperties = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (!key.startsWith('track') || key === 'track' || key === 'trackLanguage' || value === undefined) continue;
    const name = key
      .slice('track'.length)
      .replace(/^[A-Z]/, (letter) => letter.toLowerCase())
      .replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    properties[name] = value;
  }
  return properties;
}

/**
 * The element's accessible label or its text as rendered. `innerText` breaks
 * lines between a card's title, category and date where `textContent` would
 * run their words together; it is missing only outside a browser (jsdom).
 */
function visibleLabel(element: HTMLElement): string | null {
  const rendered = (element.innerText as string | undefined) ?? element.textContent;
  const text = (element.getAttribute('aria-label') ?? rendered ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, LABEL_LIMIT);
}

function isButton(element: HTMLElement): boolean {
  return element.tagName === 'BUTTON' || element.getAttribute('role') === 'button';
}

/**
 * What a click on the page means for analytics, or null:
 * - an element with `data-track-language="tr:en"`: `language_change` with `from` and `to`;
 * - a `tel:` link: `phone_call`; a WhatsApp link: `whatsapp_click`; both also count the
 *   phone-call conversion, and `data-track` (if any) becomes the `source`;
 * - any other element with `data-track="name"`: the event `name`
 *   (an empty value gives `button_click` on a button, `link_click` otherwise).
 * Every `data-track-*` attribute becomes a property (`data-track-card-slug` → `card_slug`).
 */
export function describeTrackedClick(target: EventTarget | null, pagePath: string): TrackedClick | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(TRACKED_SELECTOR);
  if (!element) return null;

  const language = element.dataset.trackLanguage;
  if (language) {
    const [from = '', to = ''] = language.split(':');
    return { event: 'language_change', properties: { from, to, page_path: pagePath } };
  }

  const trackName = element.dataset.track?.trim() ?? '';
  const base: EventProperties = {
    ...extraProperties(element),
    element_type: isButton(element) ? 'button' : 'link',
    label: visibleLabel(element),
    page_path: pagePath,
  };
  const href = element.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) {
    return { event: 'phone_call', properties: { ...base, source: trackName || 'link' }, conversion: 'phone_call' };
  }
  if (/(^|\/\/)(wa\.me|api\.whatsapp\.com)\//.test(href)) {
    return { event: 'whatsapp_click', properties: { ...base, source: trackName || 'link' }, conversion: 'phone_call' };
  }
  if (element.dataset.track === undefined) return null;
  return { event: trackName || (isButton(element) ? 'button_click' : 'link_click'), properties: base };
}
