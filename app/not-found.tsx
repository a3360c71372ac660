import { localizeHref } from '@/i18n/localize';
import { DEFAULT_LOCALE, language, languageConfig, type Locale } from '@/i18n/locales';
import type enMessages from '@/messages/en.json';
import './styles/globals.css';

type NotFoundTexts = (typeof enMessages)['notFound'];

/** A language's `notFound` texts (a server component: no script for the browser). */
async function notFoundTexts(locale: Locale): Promise<NotFoundTexts> {
  return ((await import(`../messages/${locale}.json`)) as { default: typeof enMessages }).default.notFound;
}

/**
 * Requests outside the localized routes (for example an unknown /api path)
 * land here, without the locale layout, so this renders its own document in
 * every language, the default one first.
 */
export default async function GlobalNotFound() {
  const [first, ...others] = await Promise.all(
    languageConfig.languages.map(async ({ code }) => ({ code, texts: await notFoundTexts(code) })),
  );
  return (
    <html lang={DEFAULT_LOCALE} dir={language(DEFAULT_LOCALE).dir}>
      <body>
        <main className="container section">
          <h1>{first!.texts.title}</h1>
          <p>{first!.texts.description}</p>
          <p>
            <a href={localizeHref('/', first!.code)}>{first!.texts.home}</a>
          </p>
          {others.map(({ code, texts }) => (
            <div key={code} lang={code} dir={language(code).dir}>
              <h2>{texts.title}</h2>
              <p>{texts.description}</p>
              <p>
                <a href={localizeHref('/', code)}>{texts.home}</a>
              </p>
            </div>
          ))}
        </main>
      </body>
    </html>
  );
}
