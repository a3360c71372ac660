import styles from './PageBanner.module.css';

/** The banner at the top of the list pages: eyebrow, the page's h1 and a lead. */
export function PageBanner({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <section className={`section-muted ${styles.banner}`}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={`lead ${styles.lead}`}>{intro}</p>
      </div>
    </section>
  );
}
