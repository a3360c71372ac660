/**
 * YouTube link parsing: a raw 11-character id, or a watch, shorts,
 * youtu.be, embed or v/ link. Anything else is "no video".
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const PATH_PREFIXES = ['shorts', 'embed', 'v'];

function validId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

function toUrl(input: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function parseVideoId(input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  if (VIDEO_ID.test(value)) return value;

  const url = toUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (SHORT_HOSTS.has(host)) return segments.length === 1 ? validId(segments[0]) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return validId(url.searchParams.get('v'));
  const [prefix, id] = segments;
  if (segments.length === 2 && prefix && PATH_PREFIXES.includes(prefix)) return validId(id);
  return null;
}

/** The video's poster on YouTube's image host (a third-party request: use only after consent or interaction). */
export function youTubeThumbnail(
  id: string,
  quality: 'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault' = 'hqdefault',
): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${quality}.jpg`;
}

/** The privacy-enhanced embed address the facades load on click. */
export function youTubeEmbedUrl(id: string, { autoplay = true }: { autoplay?: boolean } = {}): string {
  const params = new URLSearchParams({ autoplay: autoplay ? '1' : '0', enablejsapi: '1', rel: '0' });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`;
}
