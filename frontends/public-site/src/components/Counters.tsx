import { useRef } from 'react';
import { useCounters } from '../content/localized/counters';
import { useTexts } from '../i18n/language';
import { useInViewOnce } from '../hooks/useInView';
import { CounterItem } from './CounterItem';
import ui from '../styles/ui.module.css';
import styles from './Counters.module.css';

/** The clients-served figures; they count up once, the first time the band scrolls into view. */
export function Counters() {
  const band = useRef<HTMLUListElement>(null);
  const inView = useInViewOnce(band);
  const t = useTexts().home;
  const counters = useCounters();
  return (
    <section className={ui.sectionDark} aria-labelledby="counters-heading">
      <div className={ui.container}>
        <div className={styles.head}>
          <span className={ui.eyebrow}>{t.countersEyebrow}</span>
          <h2 className={ui.heading} id="counters-heading">
            {t.countersHeading}
          </h2>
          <p className={ui.lead}>{t.countersLead}</p>
        </div>
        <ul className={styles.list} ref={band} data-running={inView}>
          {counters.map((counter) => (
            <CounterItem key={counter.desc} counter={counter} running={inView} />
          ))}
        </ul>
      </div>
    </section>
  );
}
