import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { ServerImage } from '../ServerImage';

const preloads = () => Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));

afterEach(() => preloads().forEach((link) => link.remove()));

describe('ServerImage', () => {
  it("renders next/image's markup on a plain img, lazily loaded by default, without a preload", () => {
    render(<ServerImage src="/images/expert.svg" alt="An illustration" width={800} height={600} className="art" sizes="92vw" />);
    const image = screen.getByRole('img', { name: 'An illustration' });
    expect(image).toHaveAttribute('src', '/images/expert.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveClass('art');
    expect(image).toHaveAttribute('style', 'color: transparent;');
    // An SVG is not optimized, so it has neither srcset nor sizes (as with <Image>).
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(preloads()).toHaveLength(0);
  });

  it('gives an optimized image its srcset and sizes', () => {
    render(<ServerImage src="/photo.jpg" alt="Photo" width={800} height={600} sizes="(min-width: 900px) 46vw, 92vw" />);
    const image = screen.getByRole('img', { name: 'Photo' });
    expect(image).toHaveAttribute('sizes', '(min-width: 900px) 46vw, 92vw');
    expect(image.getAttribute('srcset')).toMatch(
      /^\/_next\/image\?url=%2Fphoto\.jpg&w=\d+&q=75 \d+w(, \/_next\/image\?url=%2Fphoto\.jpg&w=\d+&q=75 \d+w)+$/,
    );
  });

  it('loads a priority image eagerly and preloads it from the head', () => {
    render(<ServerImage src="/hero.jpg" alt="Hero" width={960} height={720} priority preloadFetchPriority="high" sizes="92vw" />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).not.toHaveAttribute('loading');
    expect(image).not.toHaveAttribute('fetchpriority');
    const [preload] = preloads();
    // With a srcset the browser picks from it; the preload has no plain href (as with <Image>).
    expect(preload).not.toHaveAttribute('href');
    expect(preload).toHaveAttribute('imagesrcset', image.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', '92vw');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads a priority image with its own fetch priority unless told otherwise', () => {
    render(<ServerImage src="/images/logo.svg" alt="" width={40} height={40} priority />);
    const [preload] = preloads();
    expect(preload).toHaveAttribute('href', '/images/logo.svg');
    expect(preload).not.toHaveAttribute('fetchpriority');
  });
});

describe('images in server components', () => {
  const root = path.resolve(__dirname, '../../..');
  const sourceFiles = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      if (name === '__tests__' || name.startsWith('.')) return [];
      return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx$/.test(name) ? [file] : [];
    });

  it('are rendered by the client component Img, never as an <img> of their own', () => {
    // An eager <img> in a server component becomes a preload hint in the RSC payload, applied even by a prefetch.
    const offending = ['app', 'components']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        if (/^\s*['"]use client['"]/.test(text)) return false;
        return text.split('\n').some((line) => /<img[\s/>]/.test(line) && !/^\s*(\*|\/\/)/.test(line) && !/`<img>`/.test(line));
      })
      .map((file) => path.relative(root, file));
    expect(offending).toEqual([]);
  });
});
