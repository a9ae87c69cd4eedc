import type { ReactNode } from 'react';
import type { SvgArt } from '../assets/svgArt';
import { InlineSvg } from './InlineSvg';
import styles from './PageBanner.module.css';

interface Props {
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
  /** drawn beside the text on wide screens */
  art?: SvgArt;
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
        {art && <InlineSvg className={styles.art} svg={art} width={280} height={280} />}
      </div>
    </section>
  );
}
