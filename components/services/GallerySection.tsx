import { getTranslations } from 'next-intl/server';
import { serverImageProps } from '@/components/media/ServerImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import { ClinicGallery, type GalleryImage } from './ClinicGallery';

const IMAGES = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'] as const;

export async function GallerySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.gallery' });
  const images: GalleryImage[] = IMAGES.map((key, index) => {
    const image = { src: `/images/gallery/${index + 1}.svg`, alt: t(`items.${key}.alt`), width: 800, height: 600 };
    return {
      id: key,
      caption: t(`items.${key}.caption`),
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
