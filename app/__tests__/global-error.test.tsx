import { globalErrorMessages } from '../global-error-texts';

/**
 * The screen shown when the root layout itself fails, with the texts the build inlines
 * (`GLOBAL_ERROR_MESSAGES`, next.config.ts): read here as the build reads them.
 */
function renderScreen(error: unknown): Document {
  process.env.GLOBAL_ERROR_MESSAGES = globalErrorMessages();
  let html = '';
  jest.isolateModules(() => {
    // Loaded after the texts are set, as the build inlines them, with the React it renders with.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
    const { default: GlobalError } = require('../global-error') as typeof import('../global-error');
    /* eslint-enable @typescript-eslint/no-require-imports */
    html = renderToStaticMarkup(<GlobalError error={error} />);
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

const texts = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);

describe('the global error screen', () => {
  afterEach(() => {
    delete process.env.GLOBAL_ERROR_MESSAGES;
  });

  it('speaks every language, with the way home in each and the clinic phone', () => {
    const screen = renderScreen(new Error('boom'));
    expect(screen.documentElement.lang).toBe('tr');
    expect(screen.title).toBe('Bir sorun oluştu | Something went wrong | Etwas ist schiefgelaufen | حدث خطأ ما');
    expect(texts(screen, 'h1')).toEqual(['Bir sorun oluştu']);
    expect(texts(screen, 'h2')).toEqual(['Something went wrong', 'Etwas ist schiefgelaufen', 'حدث خطأ ما']);
    expect([...screen.querySelectorAll('[lang]')].map((block) => [block.getAttribute('lang'), block.getAttribute('dir')])).toEqual([
      ['tr', 'ltr'],
      ['en', 'ltr'],
      ['de', 'ltr'],
      ['ar', 'rtl'],
    ]);
    expect(texts(screen, 'button')).toHaveLength(4);
    expect([...screen.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ana sayfaya dön', '/'],
      ['Back to the home page', '/en'],
      [expect.any(String), '/de'],
      [expect.any(String), '/ar'],
      ['Bizi arayın: +90 216 345 67 89', 'tel:+902163456789'],
    ]);
    expect(screen.querySelector('a[href^="tel:"] bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('asks for a reload when a script chunk failed to load', () => {
    const screen = renderScreen(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    expect(texts(screen, 'h1')).toEqual(['Sayfanın bir bölümü yüklenemedi']);
    expect(texts(screen, 'h2')[0]).toBe('Part of the page could not be loaded');
    expect(texts(screen, 'button').slice(0, 2)).toEqual(['Sayfayı yenile', 'Reload the page']);
  });

  it('gets only the texts it shows', () => {
    const inlined = JSON.parse(globalErrorMessages());
    expect(inlined.languages.map((language: { code: string }) => language.code)).toEqual(['tr', 'en', 'de', 'ar']);
    expect(Object.keys(inlined.languages[1].texts)).toEqual([
      'title',
      'description',
      'chunkTitle',
      'chunkDescription',
      'retry',
      'reload',
      'home',
      'call',
    ]);
    expect(inlined.languages[0].texts.reference).toBeUndefined();
  });
});
