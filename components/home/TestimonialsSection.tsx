import { contentLanguage } from '@/components/ui/content-language';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StarRating } from '@/components/ui/StarRating';
import type { Locale } from '@/i18n/routing';
import type { Testimonial } from '@/lib/content';
import { TestimonialsCarousel, type TestimonialItem } from './TestimonialsCarousel';

export async function TestimonialsSection({ locale, testimonials }: { locale: Locale; testimonials: Testimonial[] }) {
  const t = await getTranslations({ locale, namespace: 'testimonials' });
  const items: TestimonialItem[] = testimonials.map(({ documentId, locale: shown, name, treatment, comment, rating }) => ({
    id: documentId,
    language: contentLanguage(shown, locale),
    name,
    treatment,
    comment,
    stars: rating === null ? null : <StarRating rating={rating} label={t('rating', { rating, max: 5 })} />,
  }));

  return (
    <section className="section section-muted" aria-labelledby="home-testimonials-title" data-reveal>
      <div className="container">
        <SectionHeading id="home-testimonials-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} align="center" />
        <TestimonialsCarousel
          items={items}
          labels={{
            region: t('carousel.region'),
            roleDescription: t('carousel.roleDescription'),
            slideRoleDescription: t('carousel.slideRoleDescription'),
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            pause: t('carousel.pause'),
            play: t('carousel.play'),
          }}
        />
      </div>
    </section>
  );
}
