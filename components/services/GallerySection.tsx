import { contentLanguage } from '@/components/ui/content-language';
import { getTranslations } from 'next-intl/server';
import { serverImageProps } from '@/components/media/ServerImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import type { GalleryPhoto } from '@/lib/content';
import { ClinicGallery, type GalleryImage } from './ClinicGallery';

export async function GallerySection({ locale, photos }: { locale: Locale; photos: GalleryPhoto[] }) {
  const t = await getTranslations({ locale, namespace: 'services.gallery' });
  const images: GalleryImage[] = photos.map((photo) => {
    const image = { src: photo.image.url, alt: photo.image.alt, width: photo.image.width ?? 800, height: photo.image.height ?? 600 };
    return {
      id: photo.documentId,
      caption: photo.caption,
      language: contentLanguage(photo.locale, locale),
      thumb: serverImageProps({ ...image, sizes: '(min-width: 1216px) 380px, (min-width: 900px) 31vw, (min-width: 576px) 46vw, 92vw' }),
      large: serverImageProps({ ...image, sizes: '(min-width: 1024px) 960px, 100vw' }),
    };
  });
  return (
    <section className="section section-muted" aria-labelledby="services-gallery-title" data-reveal>
      <div className="container">
        <SectionHeading id="services-gallery-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <ClinicGallery
          images={images}
          labels={{
            open: t('open'),
            dialog: t('dialog'),
            close: t('close'),
            previous: t('previous'),
            next: t('next'),
            counter: t('counter'),
          }}
        />
      </div>
    </section>
  );
}
