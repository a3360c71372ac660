/** The tracking session: kept for the life of the browser tab, so events of one visit share an id. */
export const SESSION_KEY = 'osmanaga_analytics_session';
export const SENT_EVENTS_KEY = 'osmanaga_analytics_sent_events';

/** `session_{milliseconds}_{up to 13 base-36 characters}`. */
export function createSessionId(now: number = Date.now(), random: number = Math.random()): string {
  return `session_${now}_${random.toString(36).substring(2, 15)}`;
}

export const SESSION_ID_PATTERN = /^session_\d+_[0-9a-z]{0,13}$/;
