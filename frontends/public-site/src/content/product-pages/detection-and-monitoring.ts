import type { ProductPageContent } from '../types';
import radar from '../../assets/icons/radar.svg';
import network from '../../assets/icons/network.svg';
import fileScan from '../../assets/icons/file-scan.svg';
import monitor from '../../assets/icons/monitor.svg';
import socDashboard from '../../assets/art/soc-dashboard.svg';

const content: ProductPageContent = {
  meta: {
    title: 'CSEC Detection and Monitoring',
    description: 'Network traffic monitoring at up to 20Gbps, sandboxed file detection and unified situation analysis for security operations centres.',
  },
  banner: {
    eyebrow: 'CSEC Detection and Monitoring',
    title: 'See every threat before it becomes an incident',
    subtitle: 'Continuous monitoring of traffic, files and events across every site you run, fused into one situational picture your analysts can act on.',
    art: radar,
  },
  overview: {
    heading: 'Three solutions, one picture of your network',
    intro: 'Deploy them together as the core of a security operations centre, or one at a time where you need visibility most.',
    cards: [
      {
        name: 'Traffic Monitoring',
        desc: 'Passive sensors record and analyse every session at up to 20Gbps per appliance, spotting intrusions, command-and-control and data exfiltration without touching production traffic.',
        icon: network,
        contact: true,
      },
      {
        name: 'File Detection',
        desc: 'Files carried over web, e-mail and file transfer are extracted and detonated in a sandbox, catching zero-day malware that signatures miss.',
        icon: fileScan,
        contact: true,
      },
      {
        name: 'Unified Situation Analysis',
        desc: 'Alerts from sensors, endpoints and third-party tools are correlated into incidents and shown on a single map of your organisation.',
        icon: monitor,
        contact: true,
      },
    ],
  },
  sections: [
    {
      id: 'traffic-monitoring',
      eyebrow: 'Traffic Monitoring',
      heading: 'Full visibility at line rate',
      intro: 'Sensors decode more than 300 protocols and keep searchable metadata and full packets for as long as your investigations need them.',
      art: socDashboard,
      highlights: [
        { value: '20Gbps', label: 'per appliance' },
        { value: '300+', label: 'protocols decoded' },
        { value: '24/7', label: 'monitoring' },
      ],
      features: [
        { name: 'Intrusion detection', desc: 'Signature, behaviour and threat-intelligence engines flag exploitation attempts and lateral movement.' },
        { name: 'Encrypted traffic analysis', desc: 'Fingerprinting of TLS sessions reveals malicious tools without breaking encryption.' },
        { name: 'Full-packet capture', desc: 'Replay any session to reconstruct exactly what happened, byte for byte.' },
        { name: 'Asset discovery', desc: 'Every device that talks on the network is inventoried automatically, including unmanaged ones.' },
      ],
    },
    {
      id: 'main-functions',
      eyebrow: 'Main Functions',
      heading: 'From raw events to informed decisions',
      intro:
        'Beyond the network, the platform watches the information space around your organisation so that leaders see both the technical and the public side of an incident.',
      features: [
        { name: 'Event Analysis', desc: 'Correlates millions of log and network events a day into a short list of incidents ranked by impact.' },
        { name: 'Social Media Analysis', desc: 'Tracks accounts, hashtags and narratives across public platforms to detect coordinated campaigns early.' },
        { name: 'Public Opinion Analysis', desc: 'Measures sentiment and reach of topics that matter to your institution, with alerts on sudden shifts.' },
        { name: 'Engagement', desc: 'Guided playbooks help your team respond: notify, contain, communicate and report, all from one console.' },
      ],
    },
    {
      id: 'depth-security-test',
      eyebrow: 'Depth Security Test System',
      heading: 'Test your defences the way attackers would',
      intro: 'An automated red-team engine runs safe, controlled attacks against your own environment and shows which ones your monitoring caught.',
      features: [
        { name: 'Automated penetration testing', desc: 'Scheduled campaigns probe networks, hosts and web applications without manual effort.' },
        { name: 'Attack path simulation', desc: 'Chains individual weaknesses into realistic paths towards your most valuable systems.' },
        { name: 'Detection coverage scoring', desc: 'Every simulated technique is matched to the alerts it produced, exposing blind spots.' },
        { name: 'Remediation verification', desc: 'Re-runs the exact attack after a fix, proving that the gap is really closed.' },
      ],
    },
  ],
  closing: {
    heading: 'Get in touch with our detection specialists',
    text: 'We will size the sensors for your network and show you a live demonstration on traffic like yours.',
  },
};

export default content;
