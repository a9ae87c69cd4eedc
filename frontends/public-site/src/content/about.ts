import { PUBLIC_TEXTS } from '@csec/contracts';
import type { Highlight, Mission } from './types';

export const ABOUT_META = {
  title: 'About Us',
  description:
    'Who we are: a Jakarta-based cybersecurity and secure-communications company with 30+ products, serving governments, defence forces, industry and critical infrastructure across Asia-Pacific.',
};

export const ABOUT_BANNER = {
  eyebrow: 'About Us',
  title: 'Defending what matters across Asia-Pacific',
  subtitle:
    'For more than fifteen years we have helped ministries, armed forces, enterprises and utilities detect, withstand and recover from cyber attacks, and keep their communications secret.',
};

export const WHO_WE_ARE = {
  eyebrow: 'Who We Are',
  heading: 'A regional security house with global engineering behind it',
  paragraphs: [
    'CSEC is a cybersecurity and secure-communications company headquartered in Jakarta. We design, integrate and operate security solutions for organisations whose failure is not an option: government institutions, defence and law-enforcement agencies, banks, telecommunication operators, energy and transport networks.',
    'Our portfolio covers the whole security lifecycle, from network detection and monitoring, vulnerability assessment and active defence to tactical encryption, digital forensics, VIP protection and cyber-workforce training. Every solution is delivered by our own certified engineers and backed by local support around the clock.',
  ],
  highlights: [
    { value: PUBLIC_TEXTS.productCount, label: 'in one integrated portfolio' },
    { value: '800+', label: 'SOC projects delivered' },
    { value: '24/7', label: 'operations and support centre' },
  ] satisfies Highlight[],
};

export const VISION = {
  eyebrow: 'Our Vision',
  heading: 'A secure digital future for every nation in the region',
  text: 'To be the most trusted cybersecurity partner in Asia-Pacific: the company governments and industries turn to when sovereignty, safety and continuity are at stake, and the one that grows the region’s own capability to defend itself.',
};

export const MISSIONS: readonly Mission[] = [
  {
    heading: 'Protect critical assets',
    subheading: 'Safeguard national infrastructure, public services and business operations against cyber attacks of every scale.',
  },
  {
    heading: 'Keep communications secret',
    subheading: 'Give commanders, officials and field teams encrypted voice and data links that cannot be intercepted.',
  },
  {
    heading: 'Innovate continuously',
    subheading: 'Invest in research, AI-driven detection and automation so our clients stay ahead of evolving threats.',
  },
  {
    heading: 'Build local capability',
    subheading: 'Train the region’s cyber professionals through hands-on programmes, ranges and knowledge transfer.',
  },
  {
    heading: 'Partner for the long term',
    subheading: 'Stay with every client from consultation to operation, with support available 24 hours a day.',
  },
  {
    heading: 'Uphold integrity and compliance',
    subheading: 'Work within national law and international standards, and handle every client’s data with discretion.',
  },
];

export interface Milestone {
  year: string;
  heading: string;
  text: string;
}

export const HISTORY: readonly Milestone[] = [
  {
    year: '2009',
    heading: 'Founded in Jakarta',
    text: 'A team of network-security engineers starts CSEC to give Indonesian institutions security expertise at home rather than from abroad.',
  },
  {
    year: '2012',
    heading: 'Partnership with Tianhe Cybertech, China',
    text: 'A technology partnership with Shenzhen Tianhe Cybertech Co., Ltd. brings high-throughput traffic analysis and anti-DDoS platforms to our portfolio, localised and supported by our own engineers.',
  },
  {
    year: '2015',
    heading: 'Partnership with Kessler & Vogt, Germany',
    text: 'Together with Kessler & Vogt Sicherheitstechnik GmbH of Munich we introduce link, IP and radio encryptors and a key management system for defence and government users.',
  },
  {
    year: '2018',
    heading: 'Security operations centre opens',
    text: 'Our 24/7 operations centre in Jakarta begins monitoring client networks and supporting deployments across the region.',
  },
  {
    year: '2021',
    heading: 'Competence Output launches',
    text: 'The cyber training programme opens its training room platform to government and military teams, with live attack-and-defence ranges.',
  },
  {
    year: 'Today',
    heading: 'More than 800 SOC projects',
    text: 'With 30+ products and clients in government, military, industry and critical infrastructure, we keep growing across Asia-Pacific.',
  },
];
