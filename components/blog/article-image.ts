import type { Article } from '@/lib/content';
import { parseVideoId, youTubeThumbnail } from '@/lib/video/parse-video-id';

export const BLOG_FALLBACK_IMAGE = '/images/logo.svg';

export interface CardImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  kind: 'cover' | 'thumbnail' | 'logo';
}

/** A blog card's picture: the cover, else the video's thumbnail, else the clinic logo. */
export function articleCardImage(article: Pick<Article, 'cover' | 'videoUrl' | 'title'>): CardImage {
  if (article.cover) {
    return {
      src: article.cover.url,
      width: article.cover.width ?? 1200,
      height: article.cover.height ?? 675,
      alt: article.cover.alt,
      kind: 'cover',
    };
  }
  const videoId = parseVideoId(article.videoUrl);
  if (videoId) return { src: youTubeThumbnail(videoId), width: 480, height: 360, alt: article.title, kind: 'thumbnail' };
  return { src: BLOG_FALLBACK_IMAGE, width: 64, height: 64, alt: '', kind: 'logo' };
}
