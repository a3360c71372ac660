import { articleCardImage } from '../article-image';
import { blogListHref } from '../BlogPagination';

describe('articleCardImage', () => {
  const cover = { url: '/images/blog/x.svg', width: 1200, height: 675, alt: 'Kapak' };

  it('uses the cover first', () => {
    expect(articleCardImage({ title: 'T', cover, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toMatchObject({
      src: '/images/blog/x.svg',
      kind: 'cover',
    });
  });

  it('falls back to the video thumbnail', () => {
    expect(articleCardImage({ title: 'T', cover: null, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toMatchObject({
      src: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      kind: 'thumbnail',
    });
  });

  it('falls back to the clinic logo without a cover or a usable video link', () => {
    expect(articleCardImage({ title: 'T', cover: null, videoUrl: 'https://vimeo.com/1' })).toMatchObject({
      src: '/images/logo.svg',
      kind: 'logo',
    });
    expect(articleCardImage({ title: 'T', cover: null, videoUrl: null })).toMatchObject({ src: '/images/logo.svg', kind: 'logo' });
  });
});

describe('blogListHref', () => {
  it('leaves page 1 without a page parameter and keeps the category', () => {
    expect(blogListHref(1)).toEqual({ pathname: '/blogs', query: {} });
    expect(blogListHref(2)).toEqual({ pathname: '/blogs', query: { page: '2' } });
    expect(blogListHref(3, 'implant')).toEqual({ pathname: '/blogs', query: { category: 'implant', page: '3' } });
  });
});
