import type { SvgArt } from '../assets/svgArt';
import type { Feature } from './types';
import globe from '../assets/icons/globe.svg';
import badge from '../assets/icons/badge.svg';
import headset from '../assets/icons/headset.svg';
import chip from '../assets/icons/chip.svg';

export interface ValueCard extends Feature {
  icon: SvgArt;
}

/** The four reasons to choose us, shown on the home and about pages. */
export const VALUES: readonly ValueCard[] = [
  {
    name: 'Global Security',
    desc: 'Protection engineered to the standards of governments and defence forces, proven in deployments across Asia-Pacific and delivered wherever your operations reach.',
    icon: globe,
  },
  {
    name: 'Certified Experts',
    desc: 'Engineers and analysts holding CISSP, OSCP, CEH and ISO/IEC 27001 Lead Auditor credentials design, deploy and operate every solution we deliver.',
    icon: badge,
  },
  {
    name: 'Free Consultation & 24/7 Support',
    desc: 'Start with a free consultation that maps your risks and priorities. Once you go live, our operations centre answers around the clock, every day of the year.',
    icon: headset,
  },
  {
    name: 'AI Learning & Automation',
    desc: 'Machine-learning models learn what normal looks like on your network and automate triage and response, so your analysts spend their time on real threats.',
    icon: chip,
  },
];
