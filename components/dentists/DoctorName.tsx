import { Link } from '@/i18n/link';
import type { DoctorRef } from '@/lib/content';

/** A dentist named by other content: a link to their page when they have one, plain text otherwise. */
export function DoctorName({ doctor, className }: { doctor: DoctorRef; className?: string }) {
  if (!doctor.slug) return <span className={className}>{doctor.name}</span>;
  return (
    <Link href={{ pathname: '/dentist/[slug]', params: { slug: doctor.slug } }} className={className} data-testid="doctor-link">
      {doctor.name}
    </Link>
  );
}
