import { fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { pickMessages } from '@/i18n/client-messages';
import { trackEvent } from '@/lib/analytics';
import en from '@/messages/en.json';
import { YouTubeFacade } from '../YouTubeFacade';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

const messages = pickMessages(en);

function renderFacade(props: Partial<Parameters<typeof YouTubeFacade>[0]> = {}) {
  return render(
    <ClientIntlProvider locale="en" messages={messages}>
      <YouTubeFacade videoId="dQw4w9WgXcQ" title="Sterilisation" {...props} />
    </ClientIntlProvider>,
  );
}

describe('YouTubeFacade', () => {
  it('shows a local poster and no iframe before the click', () => {
    const { container } = renderFacade();
    expect(screen.getByRole('button', { name: 'Play the video: Sterilisation' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('becomes the privacy-enhanced player on click, tracked and announced', () => {
    const onIframeReady = jest.fn();
    const { container } = renderFacade({ onIframeReady });
    fireEvent.click(screen.getByRole('button'));
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&rel=0');
    expect(iframe).toHaveAttribute('title', 'Sterilisation');
    expect(iframe?.id).toMatch(/^youtube-dQw4w9WgXcQ-/);
    expect(trackEvent).toHaveBeenCalledWith('video_play_click', { video_id: 'dQw4w9WgXcQ', video_title: 'Sterilisation' });
    expect(onIframeReady).toHaveBeenCalledWith(iframe);
  });

  it('can leave the start to the visitor', () => {
    const { container } = renderFacade({ autoplay: false });
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('autoplay=0');
  });
});
