import { siteConfig } from '@/lib/config/site';

/** The clinic's postal address on one line, as written in Turkey. */
export function clinicAddressLine(): string {
  const { neighbourhood, street, postalCode, district, city } = siteConfig.address;
  return `${neighbourhood} Mah. ${street}, ${postalCode} ${district}/${city}`;
}

/** A Google Maps search for the clinic: a plain link, nothing loads until it is followed. */
export function googleMapsSearchUrl(clinicName: string): string {
  const query = `${clinicName}, ${clinicAddressLine()}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
