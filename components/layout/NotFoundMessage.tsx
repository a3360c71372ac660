import { Link } from '@/i18n/link';

type BackHref = '/' | '/treatments' | '/blogs' | '/about';

/** The body of a 404: what was not found, and the way back. */
export function NotFoundMessage({
  title,
  description,
  backHref,
  backLabel,
}: {
  title: string;
  description?: string;
  backHref: BackHref;
  backLabel: string;
}) {
  return (
    <section className="container section message-screen">
      <h1>{title}</h1>
      {description ? <p className="lead">{description}</p> : null}
      <Link href={backHref} className="button button-primary">
        {backLabel}
      </Link>
    </section>
  );
}
