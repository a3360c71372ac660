import {
  attachYouTubeTracking,
  pollVideoProgress,
  VideoProgressTracker,
  type PlayerSnapshot,
  type VideoMilestone,
} from '../video-progress';

describe('VideoProgressTracker', () => {
  function tracked() {
    const milestones: VideoMilestone[] = [];
    const tracker = new VideoProgressTracker((milestone) => milestones.push(milestone));
    return { tracker, milestones };
  }

  it('fires start, 25, 50, 75 and complete once each, in order', () => {
    const { tracker, milestones } = tracked();
    for (let second = 0; second <= 100; second += 1) tracker.update(second, 100, 'playing');
    tracker.update(100, 100, 'ended');
    tracker.update(100, 100, 'ended');
    expect(milestones).toEqual(['start', '25', '50', '75', 'complete']);
  });

  it('fires pause on every pause, and only once per pause', () => {
    const { tracker, milestones } = tracked();
    tracker.update(1, 100, 'playing');
    tracker.update(2, 100, 'paused');
    tracker.update(2, 100, 'paused');
    tracker.update(3, 100, 'playing');
    tracker.update(4, 100, 'paused');
    expect(milestones).toEqual(['start', 'pause', 'pause']);
  });

  it('fires no progress before the video starts and none for an unknown duration', () => {
    const { tracker, milestones } = tracked();
    tracker.update(0, 100, 'cued');
    tracker.update(30, 0, 'playing');
    expect(milestones).toEqual(['start']);
  });

  it('fires the skipped quarters when the visitor seeks far ahead', () => {
    const { tracker, milestones } = tracked();
    tracker.update(1, 200, 'playing');
    tracker.update(160, 200, 'playing');
    expect(milestones).toEqual(['start', '25', '50', '75']);
  });

  it('passes the rounded percentage and time', () => {
    const details: unknown[] = [];
    const tracker = new VideoProgressTracker((milestone, detail) => details.push({ milestone, ...detail }));
    tracker.update(30.4, 120, 'playing');
    expect(details).toEqual([
      { milestone: 'start', percent: 25, currentTime: 30, duration: 120 },
      { milestone: '25', percent: 25, currentTime: 30, duration: 120 },
    ]);
  });
});

describe('pollVideoProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the player every second and stops when asked', () => {
    const milestones: VideoMilestone[] = [];
    const tracker = new VideoProgressTracker((milestone) => milestones.push(milestone));
    let time = 0;
    const read = jest.fn((): PlayerSnapshot => ({ currentTime: time, duration: 40, state: 'playing' }));
    const stop = pollVideoProgress(read, tracker);

    jest.advanceTimersByTime(999);
    expect(read).not.toHaveBeenCalled();
    for (let second = 1; second <= 20; second += 1) {
      time = second;
      jest.advanceTimersByTime(1000);
    }
    expect(read).toHaveBeenCalledTimes(20);
    expect(milestones).toEqual(['start', '25', '50']);

    stop();
    time = 39;
    jest.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(20);
    expect(milestones).toEqual(['start', '25', '50']);
  });

  it('skips readings when the player is gone', () => {
    const tracker = new VideoProgressTracker(jest.fn());
    const update = jest.spyOn(tracker, 'update');
    const stop = pollVideoProgress(() => null, tracker);
    jest.advanceTimersByTime(3000);
    expect(update).not.toHaveBeenCalled();
    stop();
  });
});

describe('attachYouTubeTracking', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeYouTube(player: { time: number; duration: number; state: number }) {
    let events: { onReady?: () => void; onStateChange?: (event: { data: number }) => void } = {};
    const Player = jest.fn().mockImplementation((_iframe: HTMLIFrameElement, options: { events: typeof events }) => {
      events = options.events;
      return { getCurrentTime: () => player.time, getDuration: () => player.duration, getPlayerState: () => player.state };
    });
    return { api: { Player }, fire: () => events };
  }

  it('loads nothing and reports nothing without consent', () => {
    const loadApi = jest.fn();
    const stop = attachYouTubeTracking(
      document.createElement('iframe'),
      { id: 'abcdefghijk', title: 'Güvenlik' },
      { isAllowed: () => false, loadApi },
    );
    expect(loadApi).not.toHaveBeenCalled();
    stop();
  });

  it('reports start, quarters and every pause with the video id and title', async () => {
    const player = { time: 0, duration: 100, state: 1 };
    const youtube = fakeYouTube(player);
    const report = jest.fn();
    const stop = attachYouTubeTracking(
      document.createElement('iframe'),
      { id: 'abcdefghijk', title: 'Güvenlik videosu' },
      {
        isAllowed: () => true,
        loadApi: () => Promise.resolve(youtube.api),
        report,
      },
    );
    await Promise.resolve();
    youtube.fire().onReady?.();
    youtube.fire().onStateChange?.({ data: 1 });
    player.time = 26;
    jest.advanceTimersByTime(1000);
    player.state = 2;
    youtube.fire().onStateChange?.({ data: 2 });
    player.state = 1;
    youtube.fire().onStateChange?.({ data: 1 });
    player.state = 2;
    youtube.fire().onStateChange?.({ data: 2 });
    stop();
    player.time = 100;
    jest.advanceTimersByTime(5000);

    expect(report.mock.calls.map(([name]) => name)).toEqual(['video_start', 'video_25', 'video_pause', 'video_pause']);
    expect(report).toHaveBeenCalledWith(
      'video_pause',
      expect.objectContaining({ video_id: 'abcdefghijk', video_title: 'Güvenlik videosu', video_percent: 26 }),
      { force: true },
    );
    expect(report).toHaveBeenCalledWith('video_start', expect.any(Object), { force: false });
  });
});
