import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { clinicName, siteConfig } from '@/lib/config/site';
// Images cannot read CSS custom properties: the brand's colours come from one list shared with scripts/og-images.mjs.
import { BRAND_COLORS as BRAND } from './brand-colors.mjs';
import { OG_IMAGE_SIZE, staticSharingImagePath, type StaticPageKey } from './sharing-image';

/*
 * Satori reads ttf, otf or woff (not woff2). Fontsource splits Plus Jakarta Sans
 * into a Latin file and a Latin Extended file (ğ, ş, İ). Satori does not fall
 * back between two files of one family name, so each subset is its own family
 * and the font stack names both.
 */
const SUBSETS = [
  { subset: 'latin', family: 'Jakarta Latin' },
  { subset: 'latin-ext', family: 'Jakarta Latin Extended' },
];
const FONT_FAMILY = SUBSETS.map(({ family }) => `'${family}'`).join(', ');
const FONT_FILES = SUBSETS.flatMap((face) => ([400, 800] as const).map((weight) => ({ ...face, weight })));

type CardFonts = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']>;

let fonts: Promise<CardFonts> | undefined;
let logo: Promise<string> | undefined;

function logoDataUrl(): Promise<string> {
  logo ??= readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public/images/logo.svg')).then(
    (svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`,
  );
  return logo;
}

function loadFonts(): Promise<CardFonts> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ subset, family, weight }) => ({
      name: family,
      weight,
      style: 'normal' as const,
      data: await readFile(
        path.join(
          /*turbopackIgnore: true*/ process.cwd(),
          'node_modules/@fontsource/plus-jakarta-sans/files',
          `plus-jakarta-sans-${subset}-${weight}-normal.woff`,
        ),
      ),
    })),
  );
  return fonts;
}

/**
 * The header of a card drawn while its content could not be loaded (the CMS down, with no earlier
 * answer): the page cache serves such a card with a short cache life and never stores it
 * (`INCOMPLETE_HEADER` of lib/page-cache/good-answers.mjs, which removes it before serving).
 */
export const INCOMPLETE_CARD_HEADERS = { 'x-content-incomplete': '1' } as const;

interface CardText {
  locale: Locale;
  /** The list the page belongs to, whose ready-made card stands in where the card's fonts cannot write the language. */
  section: StaticPageKey;
  /** The texts stand in for content that failed to load. */
  incomplete?: boolean;
  /** A short label above the title: the treatment's category, "Blog". */
  eyebrow: string;
  title: string;
}

/** Long titles get a smaller size so three lines hold them. */
function titleSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 28) return 76;
  if (length <= 52) return 64;
  return 52;
}

/**
 * Whether the card's fonts write the language. They hold Latin only, and the card renderer does not
 * shape or mirror right-to-left text, so an Arabic title would come out as empty boxes.
 */
function cardFontsWrite(locale: Locale): boolean {
  return new Intl.Locale(locale).maximize().script === 'Latn';
}

/**
 * The section's ready-made card in the page's language (`npm run og:images` draws those in a browser,
 * which shapes every script), for a language the card's fonts cannot write.
 */
async function sectionCard(section: StaticPageKey, locale: Locale, incomplete: boolean): Promise<Response> {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', staticSharingImagePath(section, locale));
  return new Response(new Uint8Array(await readFile(file)), {
    headers: { 'content-type': 'image/png', ...(incomplete ? INCOMPLETE_CARD_HEADERS : {}) },
  });
}

/** The sharing card of a treatment or an article, drawn at request or build time. */
export async function renderSharingCard({ locale, section, eyebrow, title, incomplete = false }: CardText): Promise<Response> {
  if (!cardFontsWrite(locale)) return sectionCard(section, locale, incomplete);
  const t = await getTranslations({ locale, namespace: 'common' });
  const place = `${siteConfig.address.neighbourhood} · ${siteConfig.address.district}, ${siteConfig.address.city}`;
  const ring = (size: number) => ({
    position: 'absolute' as const,
    left: 1090 - size / 2,
    top: 110 - size / 2,
    width: size,
    height: size,
    borderRadius: size / 2,
    backgroundColor: 'rgba(255, 255, 255, 0.05)',
  });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '60px 80px 64px',
        backgroundColor: BRAND.deep,
        backgroundImage: `linear-gradient(135deg, ${BRAND.deep} 0%, ${BRAND.accent} 100%)`,
        color: BRAND.white,
        fontFamily: FONT_FAMILY,
        position: 'relative',
      }}
    >
      <div style={ring(460)} />
      <div style={ring(300)} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            backgroundColor: BRAND.white,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- an ImageResponse (next/og) draws plain elements only */}
          <img src={await logoDataUrl()} width={56} height={56} alt="" />
        </div>
        <div style={{ fontSize: 34, fontWeight: 800 }}>{clinicName(locale)}</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: 18 }}>
        <div style={{ fontSize: 28, fontWeight: 800, color: BRAND.soft, letterSpacing: 2 }}>{eyebrow.toLocaleUpperCase(locale)}</div>
        <div style={{ fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.12, maxWidth: 1040 }}>{title}</div>
      </div>

      <div style={{ display: 'flex', alignItems: 'center', fontSize: 26, color: BRAND.inverseMuted }}>
        <div style={{ width: 64, height: 6, borderRadius: 3, backgroundColor: BRAND.warm, marginRight: 24 }} />
        <div style={{ display: 'flex', flexGrow: 1 }}>{place}</div>
        <div style={{ display: 'flex' }}>{t('hoursShort')}</div>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: await loadFonts(), ...(incomplete ? { headers: INCOMPLETE_CARD_HEADERS } : {}) },
  );
}
