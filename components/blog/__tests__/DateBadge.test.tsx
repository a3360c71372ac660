import { render } from '@testing-library/react';
import { DateBadge } from '../DateBadge';

describe('DateBadge', () => {
  it('shows the day and the short month, and the whole date to screen readers', () => {
    const { container } = render(<DateBadge date="2026-11-14T09:00:00.000Z" locale="tr" label={(date) => `Yayın tarihi: ${date}`} />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-14');
    expect(time?.querySelector('[aria-hidden="true"]')).toHaveTextContent('14');
    expect(time).toHaveTextContent('Kas');
    expect(time?.querySelector('.visually-hidden')).toHaveTextContent('Yayın tarihi: 14 Kasım 2026');
  });

  it('shows English month names on the English site', () => {
    const { container } = render(<DateBadge date="2026-11-14T09:00:00.000Z" locale="en" label={(date) => date} />);
    expect(container).toHaveTextContent('Nov');
  });

  it('renders nothing for an unreadable date', () => {
    const { container } = render(<DateBadge date="never" locale="en" label={(date) => date} />);
    expect(container).toBeEmptyDOMElement();
  });
});
