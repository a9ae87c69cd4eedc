import { COUNTER_DURATION_MS } from '@csec/contracts';
import type { Counter } from '../content/types';
import { useCountUp } from '../hooks/useCountUp';
import { InlineSvg } from './InlineSvg';
import styles from './Counters.module.css';

export function CounterItem({ counter, running }: { counter: Counter; running: boolean }) {
  const value = useCountUp(counter.amount, COUNTER_DURATION_MS, running);
  return (
    <li className={styles.item}>
      <InlineSvg svg={counter.icon} width={48} height={48} />
      <span className={styles.amount} data-target={counter.amount} data-testid="counter-value">
        {value}
      </span>
      <span className={styles.desc}>{counter.desc}</span>
    </li>
  );
}
