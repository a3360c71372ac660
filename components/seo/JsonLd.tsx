import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/structured-data';

/** One JSON-LD script; its text is escaped so content cannot close the element. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
