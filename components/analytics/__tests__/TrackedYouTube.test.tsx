import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { pickMessages } from '@/i18n/client-messages';
import { analyticsAllowed } from '@/lib/analytics';
import tr from '@/messages/tr.json';
import { TrackedYouTube } from '../TrackedYouTube';

let videoTrackingLoads = 0;
const detach = jest.fn();
const attachYouTubeTracking = jest.fn((_iframe: HTMLIFrameElement, _video: { id: string; title: string }) => detach);

jest.mock('@/lib/analytics', () => ({ analyticsAllowed: jest.fn(), trackEvent: jest.fn() }));
jest.mock('@/lib/analytics/video-progress', () => {
  videoTrackingLoads += 1;
  return {
    attachYouTubeTracking: (iframe: HTMLIFrameElement, video: { id: string; title: string }) => attachYouTubeTracking(iframe, video),
  };
});

function renderVideo() {
  return render(
    <ClientIntlProvider locale="tr" messages={pickMessages(tr)}>
      <TrackedYouTube videoId="dQw4w9WgXcQ" title="Sterilizasyon" />
    </ClientIntlProvider>,
  );
}

describe('TrackedYouTube', () => {
  beforeEach(() => {
    videoTrackingLoads = 0;
    attachYouTubeTracking.mockClear();
    detach.mockClear();
  });

  it('does not load the video tracking without analytics consent', async () => {
    jest.mocked(analyticsAllowed).mockReturnValue(false);
    const { container } = renderVideo();
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(videoTrackingLoads).toBe(0);
    expect(attachYouTubeTracking).not.toHaveBeenCalled();
  });

  it('loads it after play with consent, attaches it to the player and detaches on unmount', async () => {
    jest.mocked(analyticsAllowed).mockReturnValue(true);
    const { container, unmount } = renderVideo();
    expect(videoTrackingLoads).toBe(0);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(attachYouTubeTracking).toHaveBeenCalledWith(container.querySelector('iframe'), { id: 'dQw4w9WgXcQ', title: 'Sterilizasyon' }),
    );
    expect(videoTrackingLoads).toBe(1);
    unmount();
    expect(detach).toHaveBeenCalledTimes(1);
  });
});
