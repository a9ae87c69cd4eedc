import { PUBLIC_TEXTS } from '@csec/contracts';
import type { SvgArt } from '../assets/svgArt';
import tianhe from '../assets/partners/tianhe.svg';
import kesslerVogt from '../assets/partners/kessler-vogt.svg';
import garuda from '../assets/partners/garuda.svg';

export const HOME_META = {
  title: 'CSEC',
  description:
    'CSEC delivers cyber detection, defence, assessment, secure communications and digital forensics to governments, defence forces, industry and critical infrastructure across Asia-Pacific.',
};

export const HERO = {
  slogan: PUBLIC_TEXTS.slogan,
  text: 'We protect the networks, communications and people that nations depend on: from security operations centres and encrypted tactical links to forensic laboratories, for government, military, industry and critical infrastructure across Asia-Pacific.',
};

export interface Partner {
  name: string;
  logo: SvgArt;
}

export const PARTNERS: readonly Partner[] = [
  { name: 'Tianhe Cybertech', logo: tianhe },
  { name: 'Kessler & Vogt Sicherheitstechnik', logo: kesslerVogt },
  { name: 'Garuda Secure Systems', logo: garuda },
];

export const PRODUCTS_SECTION = {
  eyebrow: 'Our Products',
  heading: 'One partner for the whole security lifecycle',
  lead: 'Detect, assess, defend, train, encrypt, investigate and protect: purpose-built solutions that work alone or together under one operations picture.',
};

/** The home page's second claim (spec section 1), beside the SOC projects of the counters. */
export const PRODUCTS_CLAIM = { value: PUBLIC_TEXTS.productCount, label: 'in one integrated portfolio' };

export const EVENT = {
  eyebrow: 'Upcoming Events 2024',
  title: PUBLIC_TEXTS.eventTitle,
  year: 2024,
  text: 'Join security leaders from government, defence and critical infrastructure for two days of live attack-and-defence demonstrations, closed-door briefings on the regional threat landscape and hands-on workshops with our engineers.',
  details: ['Jakarta, Indonesia', 'Keynotes, live range demonstrations and workshops', 'Seats are limited: registration is reviewed'],
};

export const PRIVACY_HERO = {
  eyebrow: 'Data Privacy',
  heading: 'Your data stays yours',
  text: 'Sovereign deployments, end-to-end encryption and strict access control keep sensitive information inside your borders and under your authority. Our solutions help you meet national data-protection law, including Indonesia’s Personal Data Protection Law, without slowing down your mission.',
};
