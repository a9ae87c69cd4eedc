import type { ProductPageContent } from '../types';
import vip from '../../assets/icons/vip.svg';
import antenna from '../../assets/icons/antenna.svg';
import jammer from '../../assets/icons/jammer.svg';
import mesh from '../../assets/icons/mesh.svg';
import drone from '../../assets/icons/drone.svg';
import spectrum from '../../assets/art/spectrum.svg';
import meshMap from '../../assets/art/mesh-map.svg';

const content: ProductPageContent = {
  meta: {
    title: 'VIP Public Security',
    description: 'Spectrum detection from 100kHz to 18GHz, jamming, mesh radios with 1024 nodes, 8 hops and 40km range, and drone countermeasures.',
  },
  banner: {
    eyebrow: 'VIP Public Security',
    title: 'Protect leaders, venues and convoys',
    subtitle: 'Electronic security for state visits, summits and public events: see every signal, control the airwaves and keep your team connected.',
    art: vip,
  },
  overview: {
    heading: 'Four capabilities for protective operations',
    intro: 'Used together, they give security teams full control of the electromagnetic space around the people they protect.',
    cards: [
      {
        name: 'Spectrum Detection',
        desc: 'Finds hidden transmitters, bugs and remote triggers across a wide frequency range.',
        icon: antenna,
        contact: true,
      },
      {
        name: 'Jamming',
        desc: 'Blocks radio-controlled threats around convoys and venues while keeping your own channels open.',
        icon: jammer,
        contact: true,
      },
      {
        name: 'Mesh Radios',
        desc: 'Self-forming, encrypted networks for voice, video and data wherever the team moves.',
        icon: mesh,
        contact: true,
      },
      {
        name: 'Drone Countermeasures',
        desc: 'Detects, identifies and neutralises unauthorised drones approaching protected areas.',
        icon: drone,
      },
    ],
  },
  sections: [
    {
      id: 'spectrum-detection',
      eyebrow: 'Spectrum Detection',
      heading: 'Nothing transmits without you knowing',
      intro: 'Portable and fixed detectors sweep the spectrum continuously, classify signals and locate their sources before and during an event.',
      art: spectrum,
      highlights: [{ value: '100kHz to 18GHz', label: 'detection range' }],
      features: [
        { name: 'Wideband sweep', desc: 'Covers 100kHz to 18GHz, from low-frequency bugs to modern wireless links.' },
        { name: 'Signal classification', desc: 'Recognises Wi-Fi, cellular, Bluetooth, analogue and digital transmitters automatically.' },
        { name: 'Direction finding', desc: 'Locates transmitters inside rooms, vehicles and buildings.' },
        { name: 'Baseline comparison', desc: 'Alerts on any new signal compared with the venue’s clean reference.' },
      ],
    },
    {
      id: 'mesh-radios',
      eyebrow: 'Mesh Radios',
      heading: 'A network that follows the mission',
      intro: 'Every radio relays for every other, so coverage extends around buildings and along convoy routes without any fixed infrastructure.',
      art: meshMap,
      highlights: [
        { value: '1024', label: 'nodes per network' },
        { value: '8', label: 'hops' },
        { value: '40km', label: 'range' },
      ],
      features: [
        { name: 'Large networks', desc: 'Up to 1024 nodes in one self-healing network, with routing over 8 hops.' },
        { name: 'Long range', desc: 'Point-to-point links up to 40km range for command posts and observation points.' },
        { name: 'Video and data', desc: 'Carries live HD video, voice and position data simultaneously.' },
        { name: 'Built-in encryption', desc: 'Every link is encrypted, with keys managed by your own team.' },
      ],
    },
    {
      id: 'jamming-and-drones',
      eyebrow: 'Jamming and Drone Countermeasures',
      heading: 'Control the airspace around your principal',
      intro: 'Vehicle-mounted and portable systems defeat radio-triggered devices and hostile drones, under clear rules of engagement set by the operator.',
      features: [
        { name: 'Convoy jamming', desc: 'Vehicle systems create a protective bubble against remote-controlled devices.' },
        { name: 'Selective jamming', desc: 'Frequency plans keep friendly communications working while threats are blocked.' },
        { name: 'Drone detection', desc: 'RF, radar and optical sensors detect and track drones and their pilots.' },
        { name: 'Drone neutralisation', desc: 'Forces drones to land or return home, without kinetic force.' },
      ],
    },
  ],
  closing: {
    heading: 'Plan your next protective operation with us',
    text: 'Our engineers support site surveys, equipment deployment and operator training for major events.',
  },
};

export default content;
