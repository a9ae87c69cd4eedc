import type { ProductCard } from './types';
import radar from '../assets/icons/radar.svg';
import magnifierCheck from '../assets/icons/magnifier-check.svg';
import shield from '../assets/icons/shield.svg';
import cap from '../assets/icons/cap.svg';
import lock from '../assets/icons/lock.svg';
import fingerprint from '../assets/icons/fingerprint.svg';
import vip from '../assets/icons/vip.svg';
import satellite from '../assets/icons/satellite.svg';

const detection: ProductCard = {
  name: 'CSEC Detection and Monitoring',
  text: 'See every threat on your network before it becomes an incident.',
  desc: [
    'Full-packet traffic monitoring at up to 20Gbps per appliance',
    'Sandboxed file detection for unknown malware',
    'One situational picture across every site',
  ],
  link: '/product/csec-detection-and-monitoring',
  icon: radar,
};

const assessment: ProductCard = {
  name: 'CSEC Assessment',
  text: 'Find and fix weaknesses the way a determined attacker would.',
  desc: [
    'Continuous vulnerability management with risk-based priorities',
    '3500+ vulnerability exploit modules for safe validation',
    'Reports mapped to national and ISO 27001 controls',
  ],
  link: '/product/csec-assessment',
  icon: magnifierCheck,
};

const defense: ProductCard = {
  name: 'CSEC Defense',
  text: 'Keep critical services online under the heaviest attacks.',
  desc: ['Anti-DDoS with more than 30 detection vectors', 'Web application firewall for portals and APIs', 'Inline intrusion prevention at carrier scale'],
  link: '/product/csec-defense',
  icon: shield,
};

const competence: ProductCard = {
  name: 'Competence Output',
  text: 'Build a national-grade cyber workforce with hands-on training.',
  desc: [
    'Training room platform with isolated live ranges',
    'Modules from fundamentals to red and blue team operations',
    'Individual, team and attack-defence training modes',
  ],
  link: '/product/competence-output',
  icon: cap,
};

const encryptor: ProductCard = {
  name: 'Tactical Anti Interception',
  text: 'Keep voice and data secret from the command post to the field.',
  desc: ['Link, IP and radio encryptors for every bearer', 'IP encryptors at 100M and 1000M line rate', 'Central key management with remote zeroisation'],
  link: '/product/encryptor',
  icon: lock,
};

const forensic: ProductCard = {
  name: 'Digital Forensic',
  text: 'Turn digital traces into evidence that stands up in court.',
  desc: ['Computer, mobile and database forensics', 'Audio and video forensics with voiceprint identification', 'Chain-of-custody reporting for investigators'],
  link: '/product/digital-forensic',
  icon: fingerprint,
};

const vipSecurity: ProductCard = {
  name: 'VIP Public Security',
  text: 'Protect leaders, venues and convoys across the spectrum.',
  desc: ['Spectrum detection from 100kHz to 18GHz', 'Mesh radios with 1024 nodes, 8 hops and 40km range', 'Drone detection, jamming and countermeasures'],
  link: '/product/vip-public-security',
  icon: vip,
};

const satcom: ProductCard = {
  name: 'Satcom Monitoring and Interception',
  text: 'Lawful monitoring of satellite communications for authorised agencies.',
  desc: [
    'Wide coverage of L-band and Ku-band satellite services',
    'Real-time demodulation, decoding and target alerting',
    'Deployable fixed, transportable and vehicle-mounted',
  ],
  link: '/product/tactical-interception',
  icon: satellite,
};

/** The products the navigation menus and the footer link to, in menu order. */
export const MENU_PRODUCTS: readonly ProductCard[] = [detection, assessment, defense, competence, encryptor, forensic, vipSecurity];

/** The whole catalogue: the home page cards and /products add the satcom line, which the menus leave out. */
export const ALL_PRODUCTS: readonly ProductCard[] = [...MENU_PRODUCTS, satcom];
