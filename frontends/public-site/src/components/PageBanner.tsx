import type { ReactNode } from 'react';
import styles from './PageBanner.module.css';

interface Props {
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
  /** image URL shown beside the text on wide screens */
  art?: string;
  children?: ReactNode;
}

/** The dark header band that opens every inner page. */
export function PageBanner({ eyebrow, title, subtitle, art, children }: Props) {
  return (
    <section className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {/* The banner's art is in the first screen of every page that has one: fetched first. */}
        {art && <img className={styles.art} src={art} alt="" width={280} height={280} {...{ fetchpriority: 'high' }} />}
      </div>
    </section>
  );
}
