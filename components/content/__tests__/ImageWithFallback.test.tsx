import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from '../ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows the image, and the fallback once the image fails to load', () => {
    render(<ImageWithFallback src="/images/treatments/missing.svg" fallbackSrc="/images/placeholder.svg" alt="İmplant" width={800} height={600} />);
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
});
