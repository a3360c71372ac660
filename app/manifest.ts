import type { MetadataRoute } from 'next';
import { language, routing } from '@/i18n/routing';
import { clinicName } from '@/lib/config/site';
import tr from '@/messages/tr.json';

/** The manifest speaks the default language: browsers read one manifest for the whole site. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: clinicName(routing.defaultLocale),
    // Home screens cut names beyond about twelve characters.
    short_name: clinicName(routing.defaultLocale).split(' ')[0],
    description: tr.metadata.home.description,
    lang: routing.defaultLocale,
    dir: language(routing.defaultLocale).dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
