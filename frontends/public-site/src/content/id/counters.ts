import { COUNTER_TARGETS } from '@csec/contracts';
import type { Counter } from '../types';
import pin from '../../assets/icons/pin.svg';
import medal from '../../assets/icons/medal.svg';
import factory from '../../assets/icons/factory.svg';
import tower from '../../assets/icons/tower.svg';

const [regional, military, industries, infrastructure] = COUNTER_TARGETS;

/** The home page's counters: how many clients of each kind we serve. */
export const COUNTERS: readonly Counter[] = [
  { amount: regional, desc: 'Regional', icon: pin },
  { amount: military, desc: 'Militer', icon: medal },
  { amount: industries, desc: 'Industri', icon: factory },
  { amount: infrastructure, desc: 'Infrastruktur Kritis', icon: tower },
];
