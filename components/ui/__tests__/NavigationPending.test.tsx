import { render, screen } from '@testing-library/react';
import { PendingCardOverlay, PendingLinkReporter, PendingRegion, PendingScope } from '../NavigationPending';

const linkStatus = { pending: false };
jest.mock('next/link', () => ({ useLinkStatus: () => linkStatus }));

function List() {
  return (
    <PendingScope>
      <PendingLinkReporter />
      <PendingRegion label="Tedaviler yükleniyor...">
        <p>sonuçlar</p>
      </PendingRegion>
    </PendingScope>
  );
}

describe('navigation pending states', () => {
  beforeEach(() => {
    linkStatus.pending = false;
  });

  it('shows the results alone while nothing is pending', () => {
    render(<List />);
    expect(screen.getByText('sonuçlar')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading text over the results while a link is pending', () => {
    const { rerender, container } = render(<List />);
    linkStatus.pending = true;
    rerender(<List />);
    expect(screen.getByRole('status')).toHaveTextContent('Tedaviler yükleniyor...');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    linkStatus.pending = false;
    rerender(<List />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts a spinner on a card while its page is loading', () => {
    const { rerender } = render(<PendingCardOverlay label="Blog yazısı yükleniyor..." />);
    expect(screen.queryByRole('status')).toBeNull();
    linkStatus.pending = true;
    rerender(<PendingCardOverlay label="Blog yazısı yükleniyor..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Blog yazısı yükleniyor...');
  });
});
