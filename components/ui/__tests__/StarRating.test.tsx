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

  it('fills four and a half of five stars for 4.5, rounded to halves', () => {
    const { container } = render(
      <>
        <StarRating rating={4.5} label="4.5 out of 5" />
        <StarRating rating={4.2} label="4 out of 5" />
      </>,
    );
    const [half, four] = Array.from(container.querySelectorAll<HTMLElement>('[role="img"]'));
    expect(half?.style.getPropertyValue('--filled')).toBe('4.5');
    expect(half?.style.getPropertyValue('--stars')).toBe('5');
    expect(four?.style.getPropertyValue('--filled')).toBe('4');
  });
});
