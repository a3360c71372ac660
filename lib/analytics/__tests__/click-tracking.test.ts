import { describeTrackedClick } from '../click-tracking';

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('describeTrackedClick', () => {
  it('reads language_change from and to from data-track-language', () => {
    const link = render('<a href="/en" data-track-language="tr:en"><svg></svg>English</a>');
    expect(describeTrackedClick(link.querySelector('svg'), '/')).toEqual({
      event: 'language_change',
      properties: { from: 'tr', to: 'en', page_path: '/' },
    });
  });

  it('turns a tel: link into phone_call with the phone-call conversion', () => {
    const link = render('<a href="tel:+902163456789" data-track="call" aria-label="Ara">x</a>');
    expect(describeTrackedClick(link, '/about')).toEqual({
      event: 'phone_call',
      properties: { element_type: 'link', label: 'Ara', page_path: '/about', source: 'call' },
      conversion: 'phone_call',
    });
  });

  it('turns a WhatsApp link into whatsapp_click with the phone-call conversion, even without data-track', () => {
    const link = render('<a href="https://wa.me/905321234567">WhatsApp</a>');
    expect(describeTrackedClick(link, '/')).toMatchObject({
      event: 'whatsapp_click',
      properties: { source: 'link' },
      conversion: 'phone_call',
    });
  });

  it('names the event after data-track and adds data-track-* properties', () => {
    const card = render(
      '<a href="/tedavi/implant" data-track="treatment_card_click" data-track-slug="implant" data-track-card-category="implant-tedavileri"><h3>İmplant</h3></a>',
    );
    expect(describeTrackedClick(card.querySelector('h3'), '/tedaviler')).toEqual({
      event: 'treatment_card_click',
      properties: { slug: 'implant', card_category: 'implant-tedavileri', element_type: 'link', label: 'İmplant', page_path: '/tedaviler' },
    });
  });

  it('calls an unnamed tracked button button_click', () => {
    const button = render('<button type="button" data-track="">Randevu al</button>');
    expect(describeTrackedClick(button, '/')).toMatchObject({
      event: 'button_click',
      properties: { element_type: 'button', label: 'Randevu al' },
    });
  });

  it('ignores clicks on untracked elements and non-elements', () => {
    const link = render('<a href="/about">Hakkımızda</a>');
    expect(describeTrackedClick(link, '/')).toBeNull();
    expect(describeTrackedClick(null, '/')).toBeNull();
    expect(describeTrackedClick(window, '/')).toBeNull();
  });
});
