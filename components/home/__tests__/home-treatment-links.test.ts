import { HOME_TREATMENTS, homeTreatmentHref } from '../home-treatment-links';

const [protez, implant, beyazlatma, kanal] = HOME_TREATMENTS;

describe('homeTreatmentHref', () => {
  it('features dentures, implants, whitening and root canal, in that order', () => {
    expect(HOME_TREATMENTS.map((card) => card.slug)).toEqual(['protez', 'implant', 'beyazlatma', 'kanal-tedavisi']);
  });

  it('links to the treatment page when the content has the slug', () => {
    const slugs = new Set(['protez', 'implant', 'beyazlatma', 'kanal-tedavisi']);
    expect(homeTreatmentHref(kanal, slugs, new Set())).toEqual({ pathname: '/treatment/[slug]', params: { slug: 'kanal-tedavisi' } });
  });

  it('falls back to the list filtered by the category', () => {
    const categories = new Set(['implant-tedavileri', 'estetik-dis-hekimligi', 'endodonti']);
    expect(homeTreatmentHref(protez, new Set(['implant']), categories)).toEqual({
      pathname: '/treatments',
      query: { category: 'implant-tedavileri' },
    });
    expect(homeTreatmentHref(beyazlatma, new Set(), categories)).toEqual({
      pathname: '/treatments',
      query: { category: 'estetik-dis-hekimligi' },
    });
    expect(homeTreatmentHref(kanal, null, categories)).toEqual({ pathname: '/treatments', query: { category: 'endodonti' } });
  });

  it('falls back to the plain list when neither exists or the content failed', () => {
    expect(homeTreatmentHref(implant, new Set(), new Set(['ortodonti']))).toEqual({ pathname: '/treatments' });
    expect(homeTreatmentHref(implant, null, null)).toEqual({ pathname: '/treatments' });
  });
});
