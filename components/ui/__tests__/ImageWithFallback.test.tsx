import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from '../FallbackImage';
import { ImageWithFallback } from '../ImageWithFallback';

/** An optimized photo (srcset, sizes, a class) whose fallback is a local SVG. */
function renderPhoto() {
  return render(
    <ImageWithFallback
      src="/images/photo.jpg"
      fallbackSrc="/images/placeholder.svg"
      alt="A photo"
      width={800}
      height={600}
      sizes="(min-width: 900px) 380px, 92vw"
      className="cover"
    />,
  );
}

describe('ImageWithFallback', () => {
  it('shows the image, and the fallback once the image fails to load', () => {
    render(
      <ImageWithFallback
        src="/images/treatments/missing.svg"
        fallbackSrc="/images/placeholder.svg"
        alt="İmplant"
        width={800}
        height={600}
      />,
    );
    const image = screen.getByRole('img', { name: 'İmplant' });
    expect(image.getAttribute('src')).toContain('/images/treatments/missing.svg');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'İmplant' }).getAttribute('src')).toContain('/images/placeholder.svg');
  });

  it('does not loop when the fallback fails as well', () => {
    render(<ImageWithFallback src="/a.svg" fallbackSrc="/b.svg" alt="x" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toContain('/b.svg');
  });

  it("renders next/image's attributes on a plain img: optimized srcset, sizes, lazy loading", () => {
    renderPhoto();
    const image = screen.getByRole('img', { name: 'A photo' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('sizes', '(min-width: 900px) 380px, 92vw');
    expect(image).toHaveClass('cover');
    expect(image.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fimages%2Fphoto\.jpg&w=\d+&q=75 \d+w/);
    expect(image.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fphoto\.jpg&w=\d+&q=75$/);
    expect(image).not.toHaveAttribute('data-nimg');
  });

  it('swaps an optimized image for a fallback without one: its srcset and sizes go, its size and class stay', () => {
    renderPhoto();
    fireEvent.error(screen.getByRole('img', { name: 'A photo' }));
    const image = screen.getByRole('img', { name: 'A photo' });
    expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('cover');
  });

  it('loads a preloaded image eagerly, preloaded from the head with high priority (the fallback is not)', () => {
    render(<ImageWithFallback src="/images/hero.jpg" fallbackSrc="/images/placeholder.svg" alt="Hero" width={800} height={600} preload />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).not.toHaveAttribute('loading');
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toHaveAttribute('imagesrcset', image.getAttribute('srcset'));
    expect(preloads[0]).toHaveAttribute('fetchpriority', 'high');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Hero' })).not.toHaveAttribute('loading');
  });
});

describe('FallbackImage', () => {
  const image = { src: '/a.jpg', srcSet: '/a-1.jpg 1x, /a-2.jpg 2x', alt: 'A', width: 10, height: 10, loading: 'lazy' as const };
  // Only what differs: the fallback has no srcset.
  const fallback = { src: '/b.svg', srcSet: undefined };

  it("swaps the attributes that differ to the fallback's", () => {
    render(<FallbackImage image={image} fallback={fallback} />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('srcset', '/a-1.jpg 1x, /a-2.jpg 2x');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/b.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('gives up on an image that failed before hydration, after probing it', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const probes: HTMLImageElement[] = [];
    const OriginalImage = window.Image;
    window.Image = class extends OriginalImage {
      constructor() {
        super();
        probes.push(this);
      }
    } as typeof Image;
    try {
      render(<FallbackImage image={image} fallback={fallback} />);
      expect(probes).toHaveLength(1);
      expect(probes[0]!.src).toBe('http://localhost/a.jpg');
      fireEvent.error(probes[0]!);
      expect(screen.getByRole('img')).toHaveAttribute('src', '/b.svg');
    } finally {
      window.Image = OriginalImage;
      complete.mockRestore();
    }
  });
});
