import { useRef } from 'react';
import { PUBLIC_TEXTS } from '@csec/contracts';
import { COUNTERS } from '../content/counters';
import { useInViewOnce } from '../hooks/useInView';
import { CounterItem } from './CounterItem';
import ui from '../styles/ui.module.css';
import styles from './Counters.module.css';

/** The clients-served figures; they count up once, the first time the band scrolls into view. */
export function Counters() {
  const band = useRef<HTMLUListElement>(null);
  const inView = useInViewOnce(band);
  return (
    <section className={ui.sectionDark} aria-labelledby="counters-heading">
      <div className={ui.container}>
        <div className={styles.head}>
          <span className={ui.eyebrow}>Trusted across the region</span>
          <h2 className={ui.heading} id="counters-heading">
            {PUBLIC_TEXTS.socProjects}
          </h2>
          <p className={ui.lead}>
            Security operations centres designed, built and run with ministries, armed forces, enterprises and utilities throughout Asia-Pacific.
          </p>
        </div>
        <ul className={styles.list} ref={band} data-running={inView}>
          {COUNTERS.map((counter) => (
            <CounterItem key={counter.desc} counter={counter} running={inView} />
          ))}
        </ul>
      </div>
    </section>
  );
}
