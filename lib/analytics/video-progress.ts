import { analyticsAllowed, trackEvent } from './index';
import type { EventProperties, TrackOptions } from './types';
import { clientConsole } from '@/lib/debug/console';

/**
 * Video tracking, loaded with `import()` by
 * components/analytics/TrackedYouTube.tsx when a visitor who allowed analytics
 * starts a video: `start`, 25, 50, 75 and `complete` fire once
 * each; `pause` fires on every pause. The player is polled every second and
 * also read on each state change, so a short pause between two polls still counts.
 */

export type PlayerState = 'unstarted' | 'playing' | 'paused' | 'buffering' | 'ended' | 'cued';
export type VideoMilestone = 'start' | '25' | '50' | '75' | 'complete' | 'pause';

export interface PlayerSnapshot {
  currentTime: number;
  duration: number;
  state: PlayerState;
}

export interface MilestoneDetail {
  percent: number;
  currentTime: number;
  duration: number;
}

const QUARTERS = [25, 50, 75] as const;
export const VIDEO_POLL_INTERVAL_MS = 1000;

export class VideoProgressTracker {
  private readonly fired = new Set<VideoMilestone>();
  private lastState: PlayerState | null = null;

  constructor(private readonly onMilestone: (milestone: VideoMilestone, detail: MilestoneDetail) => void) {}

  /** Feeds one reading of the player; returns the milestones it fired. */
  update(currentTime: number, duration: number, state: PlayerState): VideoMilestone[] {
    const percent = duration > 0 ? Math.min(100, Math.max(0, (currentTime / duration) * 100)) : 0;
    const detail: MilestoneDetail = { percent: Math.round(percent), currentTime: Math.round(currentTime), duration: Math.round(duration) };
    const fired: VideoMilestone[] = [];
    const once = (milestone: VideoMilestone) => {
      if (this.fired.has(milestone)) return;
      this.fired.add(milestone);
      fired.push(milestone);
    };

    if (state === 'playing') once('start');
    if (state === 'paused' && this.lastState !== 'paused') fired.push('pause');
    if (this.fired.has('start')) {
      for (const quarter of QUARTERS) if (percent >= quarter) once(String(quarter) as VideoMilestone);
    }
    if (state === 'ended') {
      once('start');
      QUARTERS.forEach((quarter) => once(String(quarter) as VideoMilestone));
      once('complete');
    }
    this.lastState = state;
    fired.forEach((milestone) => this.onMilestone(milestone, detail));
    return fired;
  }
}

/** Reads the player every second until stopped; a reading of null (player gone) is skipped. */
export function pollVideoProgress(
  read: () => PlayerSnapshot | null,
  tracker: VideoProgressTracker,
  intervalMs: number = VIDEO_POLL_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    const snapshot = read();
    if (snapshot) tracker.update(snapshot.currentTime, snapshot.duration, snapshot.state);
  }, intervalMs);
  return () => clearInterval(timer);
}

/* ---- YouTube IFrame API ---- */

export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';

const YOUTUBE_STATES: Record<number, PlayerState> = { [-1]: 'unstarted', 0: 'ended', 1: 'playing', 2: 'paused', 3: 'buffering', 5: 'cued' };

interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLIFrameElement,
    options: { events: { onReady?: () => void; onStateChange?: (event: { data: number }) => void } },
  ) => YouTubePlayer;
}

type YouTubeWindow = Window & { YT?: Partial<YouTubeNamespace>; onYouTubeIframeAPIReady?: () => void };

let apiPromise: Promise<YouTubeNamespace> | null = null;

/** Loads YouTube's IFrame API script once, on demand. */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  const target = window as YouTubeWindow;
  if (target.YT?.Player) return Promise.resolve(target.YT as YouTubeNamespace);
  apiPromise ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = target.onYouTubeIframeAPIReady;
    target.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(target.YT as YouTubeNamespace);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      apiPromise = null;
      reject(new Error(`YouTube IFrame API yüklenemedi: ${YOUTUBE_IFRAME_API_URL}`));
    };
    document.head.appendChild(script);
  });
  return apiPromise;
}

export interface TrackedVideo {
  id: string;
  title: string;
}

interface AttachOptions {
  report?: (name: string, properties: EventProperties, options: TrackOptions) => void;
  /** Whether analytics may run; without consent the API script is not even loaded. */
  isAllowed?: () => boolean;
  loadApi?: () => Promise<YouTubeNamespace>;
}

/**
 * Wires video events to a YouTube embed the visitor has just started (the
 * iframe's address must carry `enablejsapi=1`). Events: `video_start`,
 * `video_25`, `video_50`, `video_75`, `video_complete`, `video_pause`, each with
 * `video_id`, `video_title`, `video_percent`, `video_current_time`. Returns the
 * function that stops tracking.
 */
export function attachYouTubeTracking(iframe: HTMLIFrameElement, video: TrackedVideo, options: AttachOptions = {}): () => void {
  const { report = trackEvent, isAllowed = analyticsAllowed, loadApi = loadYouTubeIframeApi } = options;
  if (!isAllowed()) return () => undefined;

  let stopPolling: (() => void) | null = null;
  let disposed = false;
  const tracker = new VideoProgressTracker((milestone, detail) => {
    report(
      `video_${milestone}`,
      { video_id: video.id, video_title: video.title, video_percent: detail.percent, video_current_time: detail.currentTime },
      // every pause counts, even two at the same second
      { force: milestone === 'pause' },
    );
  });

  loadApi()
    .then((YT) => {
      if (disposed) return;
      const read = (): PlayerSnapshot | null => {
        try {
          return {
            currentTime: player.getCurrentTime(),
            duration: player.getDuration(),
            state: YOUTUBE_STATES[player.getPlayerState()] ?? 'unstarted',
          };
        } catch {
          return null;
        }
      };
      const player = new YT.Player(iframe, {
        events: {
          onReady: () => {
            if (!disposed) stopPolling ??= pollVideoProgress(read, tracker);
          },
          onStateChange: () => {
            const snapshot = read();
            if (snapshot && !disposed) tracker.update(snapshot.currentTime, snapshot.duration, snapshot.state);
          },
        },
      });
    })
    .catch((error: unknown) => clientConsole.error('[Analytics] Video izleme başlatılamadı:', error));

  return () => {
    disposed = true;
    stopPolling?.();
  };
}
