import type { ProductPageContent } from '../types';
import satellite from '../../assets/icons/satellite.svg';
import dish from '../../assets/icons/dish.svg';
import antenna from '../../assets/icons/antenna.svg';
import chart from '../../assets/icons/chart.svg';
import satelliteLink from '../../assets/art/satellite-link.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Satcom Monitoring and Interception',
    description: 'Lawful monitoring and interception of satellite communications for authorised government agencies: fixed, transportable and vehicle-mounted.',
  },
  banner: {
    eyebrow: 'Satcom Monitoring and Interception',
    title: 'Visibility over satellite communications',
    subtitle:
      'For authorised law-enforcement and defence agencies: monitor satellite phone and data services across your area of responsibility, within the framework of national law.',
    art: satellite,
  },
  overview: {
    heading: 'Coverage where terrestrial networks end',
    intro: 'Satellite terminals are used across remote islands, seas and borders. Our systems give lawful authorities the same visibility there as on land.',
    cards: [
      {
        name: 'Satellite Phone Monitoring',
        desc: 'Monitors L-band handheld and mobile satellite services, including voice, SMS and data sessions.',
        icon: antenna,
        contact: true,
      },
      {
        name: 'VSAT and Broadband Monitoring',
        desc: 'Demodulates and decodes Ku-band and C-band carriers to recover IP traffic for analysis.',
        icon: dish,
        contact: true,
      },
      {
        name: 'Analysis and Alerting',
        desc: 'Target lists, location estimation and alerts, with full audit trails for oversight bodies.',
        icon: chart,
      },
    ],
  },
  sections: [
    {
      id: 'system',
      eyebrow: 'The System',
      heading: 'From antenna to analyst',
      intro: 'Antennas, receivers, decoders and the analysis centre are delivered as one integrated system, installed and supported by our engineers.',
      art: satelliteLink,
      features: [
        { name: 'Multi-beam reception', desc: 'Receives several satellites and beams at once from one site.' },
        { name: 'Real-time decoding', desc: 'Carriers are demodulated and decoded as they are received, with recording for later review.' },
        { name: 'Location estimation', desc: 'Estimates terminal positions from system information for tasking and response.' },
        { name: 'Warrant management', desc: 'Only authorised targets are processed, with every access logged for audit.' },
      ],
    },
    {
      id: 'deployment',
      eyebrow: 'Deployment Options',
      heading: 'Fixed, transportable or on the move',
      intro: 'Choose the configuration that matches the area you need to cover.',
      features: [
        { name: 'Fixed station', desc: 'Permanent installations for national-level coverage and long-term operations.' },
        { name: 'Transportable', desc: 'Rugged cases set up by two operators in under an hour.' },
        { name: 'Vehicle-mounted', desc: 'Operates on the move for maritime and border operations.' },
        { name: 'Central integration', desc: 'Feeds results into your existing monitoring and intelligence systems.' },
      ],
    },
  ],
  closing: {
    heading: 'Discuss your requirements with us',
    text: 'Satcom monitoring is supplied only to authorised government agencies. Contact us for a confidential briefing.',
  },
};

export default content;
