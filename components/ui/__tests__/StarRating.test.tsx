import { render, screen } from '@testing-library/react';
import { StarRating } from '../StarRating';
import { starFills } from '../star-fill';

describe('starFills', () => {
  it('draws whole, half and empty stars', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('rounds to the nearest half and clamps to the scale', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('StarRating', () => {
  it('is one image named by its text alternative', () => {
    render(<StarRating rating={4.5} label="5 üzerinden 4,5" />);
    expect(screen.getByRole('img', { name: '5 üzerinden 4,5' })).toBeInTheDocument();
  });

  it('draws four full stars and a half star for 4.5', () => {
    const { container } = render(<StarRating rating={4.5} label="4.5 out of 5" />);
    const fills = Array.from(container.querySelectorAll('[data-fill]')).map((star) => star.getAttribute('data-fill'));
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
    container.querySelectorAll('svg').forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});
