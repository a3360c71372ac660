import { isListPage } from '../list-pages';

describe('the list pages a CDN may hold', () => {
  it('are the treatment and blog lists in both languages', () => {
    for (const path of ['/tedaviler', '/en/treatments', '/blogs', '/en/blogs']) expect(isListPage(path)).toBe(true);
  });

  it('are not other pages, nor a list under the other language\'s path', () => {
    for (const path of ['/', '/en', '/tedavi/implant', '/blog/x', '/treatments', '/en/tedaviler', '/tedaviler/x']) {
      expect(isListPage(path)).toBe(false);
    }
  });
});
