import type { ProductPageContent } from '../types';
import lock from '../../assets/icons/lock.svg';
import link from '../../assets/icons/link.svg';
import server from '../../assets/icons/server.svg';
import radio from '../../assets/icons/radio.svg';
import key from '../../assets/icons/key.svg';
import encryptorArt from '../../assets/art/encryptor.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Tactical Anti Interception',
    description: 'Link, IP and radio encryptors with 100M and 1000M IP encryptor bandwidths and a central key management system.',
  },
  banner: {
    eyebrow: 'Tactical Anti Interception',
    title: 'Keep every conversation secret',
    subtitle: 'Hardware encryption for voice and data, from headquarters backbones to radios in the field, under keys that only you control.',
    art: lock,
  },
  overview: {
    heading: 'Encryption for every bearer',
    intro: 'Interception is cheap for an adversary. Our encryptors make what they capture worthless.',
    cards: [
      {
        name: 'Link Encryptor',
        desc: 'Protects point-to-point leased lines, microwave and fibre links at layer 2 with negligible latency.',
        icon: link,
        contact: true,
      },
      {
        name: 'IP Encryptor',
        desc: 'Builds encrypted tunnels between sites over any IP network, including public internet and satellite.',
        icon: server,
        contact: true,
      },
      {
        name: 'Radio Encryptor',
        desc: 'Adds strong encryption to tactical and handheld radios, protecting voice and short data.',
        icon: radio,
        contact: true,
      },
      {
        name: 'Key Management System',
        desc: 'Generates, distributes, rotates and revokes keys for every device from one secure centre.',
        icon: key,
      },
    ],
  },
  sections: [
    {
      id: 'ip-encryptor',
      eyebrow: 'IP Encryptor',
      heading: 'Encrypted site-to-site networks at line rate',
      intro: 'Tamper-resistant appliances encrypt traffic between command posts, embassies, data centres and branch offices without slowing applications down.',
      art: encryptorArt,
      highlights: [
        { value: '100M', label: 'compact model' },
        { value: '1000M', label: 'backbone model' },
      ],
      features: [
        { name: 'Two bandwidth classes', desc: 'Choose 100M for branch and vehicle use, or 1000M for headquarters and data centres.' },
        { name: 'Strong algorithms', desc: 'AES-256 or national algorithms, with perfect forward secrecy on every tunnel.' },
        { name: 'Traffic flow security', desc: 'Padding and dummy traffic hide who talks to whom and how much.' },
        { name: 'Tamper response', desc: 'Keys are erased instantly if the enclosure is opened or the device is seized.' },
      ],
    },
    {
      id: 'link-and-radio',
      eyebrow: 'Link and Radio Encryptors',
      heading: 'From fibre backbones to the soldier’s handset',
      intro: 'The same key infrastructure protects fixed links and mobile radios, so every unit speaks securely with every other.',
      features: [
        { name: 'Layer 2 link encryption', desc: 'Transparent to routing and protocols, ideal for dedicated lines and microwave links.' },
        { name: 'Low latency', desc: 'Microsecond-level processing suitable for voice, video and control traffic.' },
        { name: 'Radio voice and data', desc: 'Encrypts analogue and digital radio channels, including short messages and positions.' },
        { name: 'Rugged design', desc: 'Built for vehicles, ships and field deployment, across wide temperature ranges.' },
      ],
    },
    {
      id: 'key-management',
      eyebrow: 'Key Management System',
      heading: 'Your keys, under your control',
      intro: 'A sovereign key management centre keeps cryptographic material inside your organisation at all times.',
      features: [
        { name: 'Central key generation', desc: 'Hardware random number generation and secure storage of master keys.' },
        { name: 'Over-the-air rekeying', desc: 'Rotate keys on schedule or on demand without recalling devices.' },
        { name: 'Remote zeroisation', desc: 'Wipe a lost or compromised device from the centre in seconds.' },
        { name: 'Role separation', desc: 'Dual control and full audit trails for every key operation.' },
      ],
    },
  ],
  closing: {
    heading: 'Get in touch about secure communications',
    text: 'Our cryptographic engineers will help you design a network that stays secret end to end.',
  },
};

export default content;
