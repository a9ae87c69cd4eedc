import type { ProductPageContent } from '../types';
import shield from '../../assets/icons/shield.svg';
import shieldPulse from '../../assets/icons/shield-pulse.svg';
import firewall from '../../assets/icons/firewall.svg';
import eye from '../../assets/icons/eye.svg';
import ddosShield from '../../assets/art/ddos-shield.svg';

const content: ProductPageContent = {
  meta: {
    title: 'CSEC Defense',
    description: 'Anti-DDoS with more than 30 detection vectors, web application firewall and intrusion prevention that keep critical services online.',
  },
  banner: {
    eyebrow: 'CSEC Defense',
    title: 'Stay online under the heaviest attacks',
    subtitle: 'Layered, inline protection for the services citizens and customers rely on: from volumetric floods to targeted application exploits.',
    art: shield,
  },
  overview: {
    heading: 'Defence in depth, from the network edge to the application',
    intro: 'Three layers that share threat intelligence and one management console.',
    cards: [
      {
        name: 'Anti-DDoS',
        desc: 'Detects and scrubs volumetric, protocol and application-layer floods before they reach your data centre.',
        icon: shieldPulse,
        contact: true,
      },
      {
        name: 'Web Application Firewall',
        desc: 'Shields portals and APIs from injection, cross-site scripting, bots and account takeover.',
        icon: firewall,
        contact: true,
      },
      {
        name: 'Intrusion Prevention',
        desc: 'Blocks exploits, malware and command-and-control traffic inline, at carrier scale.',
        icon: eye,
        contact: true,
      },
    ],
  },
  sections: [
    {
      id: 'ddos',
      eyebrow: 'DDoS Protection',
      heading: 'Anti-DDoS built on network traffic analysis',
      intro:
        'Flow and packet analysis learns the normal profile of every protected service, so attacks are recognised within seconds and clean traffic keeps flowing.',
      art: ddosShield,
      highlights: [
        { value: '30+', label: 'detection vectors' },
        { value: '20Gbps', label: 'per appliance' },
        { value: '< 5 s', label: 'to mitigation' },
      ],
      features: [
        {
          name: 'Network Traffic Analysis',
          desc: 'NetFlow, sFlow and IPFIX from your routers reveal attacks across the whole backbone, with more than 30 detection vectors.',
        },
        { name: 'ADS', desc: 'The Anomaly Detection System scrubs attacks inline or by diversion, returning only clean traffic to your network.' },
        { name: 'ADS-M', desc: 'The ADS Management centre configures every ADS device, shows attacks in real time and produces incident reports.' },
        { name: 'Cloud signalling', desc: 'Floods larger than your uplink are handed off to upstream scrubbing automatically.' },
      ],
    },
    {
      id: 'waf',
      eyebrow: 'Web Application Firewall',
      heading: 'Keep portals and APIs safe and available',
      intro: 'A positive and negative security model protects public services without forcing developers to change their code.',
      features: [
        { name: 'OWASP Top 10 protection', desc: 'Stops injection, cross-site scripting, file inclusion and other common web attacks.' },
        { name: 'Bot management', desc: 'Separates real users from scrapers, credential stuffing and automated abuse.' },
        { name: 'Virtual patching', desc: 'Closes newly disclosed vulnerabilities at the firewall while the application fix is prepared.' },
        { name: 'Website tamper protection', desc: 'Detects defacement instantly and serves the verified copy of the page.' },
      ],
    },
    {
      id: 'ips',
      eyebrow: 'Intrusion Prevention',
      heading: 'Block exploits before they land',
      intro: 'Deep packet inspection at line rate, with rules curated by our research team for threats active in the region.',
      features: [
        { name: 'Exploit blocking', desc: 'Thousands of vulnerability-based signatures stop attacks against unpatched systems.' },
        { name: 'Malware and C2 blocking', desc: 'Cuts communication between infected hosts and attacker infrastructure.' },
        { name: 'Protocol enforcement', desc: 'Drops malformed and non-compliant traffic used to evade other controls.' },
        { name: 'High availability', desc: 'Hardware bypass and clustering keep traffic flowing through any failure.' },
      ],
    },
  ],
  closing: {
    heading: 'Get in touch to protect your services',
    text: 'Tell us about your bandwidth and services, and we will design a defence that scales with them.',
  },
};

export default content;
