import { fireEvent, render, screen } from '@testing-library/react';
import * as navigation from 'next/navigation';
import { ClientIntlProvider } from '../client';
import { Link } from '../link';

// jest.setup.ts stands in a router (the same object on every call) whose prefetch records its calls.
const prefetch = navigation.useRouter().prefetch as jest.Mock;

function renderLink(onMouseEnter?: () => void) {
  render(
    <ClientIntlProvider locale="tr" messages={{}}>
      <Link href={{ pathname: '/treatment/[slug]', params: { slug: 'implant' } }} onMouseEnter={onMouseEnter}>
        İmplant
      </Link>
    </ClientIntlProvider>,
  );
  return screen.getByRole('link', { name: 'İmplant' });
}

describe('Link', () => {
  beforeEach(() => prefetch.mockClear());

  it('leads to the localized page and prefetches nothing while it is only shown', () => {
    expect(renderLink()).toHaveAttribute('href', '/tedavi/implant');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a touch', fireEvent.touchStart],
    ['the pointer resting on it', fireEvent.mouseEnter],
    ['the keyboard focus', fireEvent.focus],
  ])('prefetches the page on %s', (_, fire) => {
    fire(renderLink());
    expect(prefetch).toHaveBeenCalledWith('/tedavi/implant');
  });

  it('still calls the handlers it is given', () => {
    const onMouseEnter = jest.fn();
    fireEvent.mouseEnter(renderLink(onMouseEnter));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });
});
