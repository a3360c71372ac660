import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import { ClinicGallery, type GalleryImage } from './ClinicGallery';

const IMAGES = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'] as const;

export async function GallerySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.gallery' });
  const images: GalleryImage[] = IMAGES.map((key, index) => ({
    id: key,
    src: `/images/gallery/${index + 1}.svg`,
    width: 800,
    height: 600,
    alt: t(`items.${key}.alt`),
    caption: t(`items.${key}.caption`),
  }));
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
