import type { ProductPageContent } from '../types';
import fingerprint from '../../assets/icons/fingerprint.svg';
import computer from '../../assets/icons/computer.svg';
import mic from '../../assets/icons/mic.svg';
import phone from '../../assets/icons/phone.svg';
import database from '../../assets/icons/database.svg';
import video from '../../assets/icons/video.svg';
import forensicLab from '../../assets/art/forensic-lab.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Digital Forensic',
    description: 'Computer, audio, mobile, database and video forensics, with voiceprint identification reaching a Top1 hit rate above 95% on 1000 IDs.',
  },
  banner: {
    eyebrow: 'Digital Forensic',
    title: 'Turn digital traces into evidence',
    subtitle:
      'Laboratory tools and training for investigators: acquire, analyse and report on digital evidence with a chain of custody that stands up in court.',
    art: fingerprint,
  },
  overview: {
    heading: 'A complete forensic laboratory',
    intro: 'Five disciplines, one case management system: every item of evidence is tracked from seizure to report.',
    cards: [
      {
        name: 'Computer Forensics',
        desc: 'Write-blocked acquisition and deep analysis of disks, memory and operating-system artefacts.',
        icon: computer,
        contact: true,
      },
      {
        name: 'Audio Forensics',
        desc: 'Enhancement, authentication and speaker identification for recorded and intercepted audio.',
        icon: mic,
        contact: true,
      },
      {
        name: 'Mobile Forensics',
        desc: 'Logical and physical extraction from smartphones, including messaging apps and deleted data.',
        icon: phone,
      },
      {
        name: 'Database Forensics',
        desc: 'Recovers deleted records and reconstructs transaction history from enterprise databases.',
        icon: database,
      },
      {
        name: 'Video Forensics',
        desc: 'Clarifies, stabilises and authenticates CCTV and mobile footage, with face and object search.',
        icon: video,
      },
    ],
  },
  sections: [
    {
      id: 'computer-and-mobile',
      eyebrow: 'Computer and Mobile Forensics',
      heading: 'Every device, every artefact',
      intro:
        'From a seized laptop to a locked smartphone, investigators get a complete and verifiable copy of the evidence and tools to find what matters in it.',
      art: forensicLab,
      features: [
        { name: 'Forensic imaging', desc: 'Hash-verified images of disks, memory cards and memory, acquired through hardware write blockers.' },
        { name: 'Timeline analysis', desc: 'Merges file, registry, browser and log events into one timeline of user activity.' },
        { name: 'App data extraction', desc: 'Parses chats, calls, contacts, locations and media from hundreds of mobile apps.' },
        { name: 'Deleted data recovery', desc: 'Carves deleted files and database records from unallocated space.' },
      ],
    },
    {
      id: 'audio-and-video',
      eyebrow: 'Audio and Video Forensics',
      heading: 'Identify voices and faces with confidence',
      intro:
        'Our voiceprint engine compares a speaker against a reference library and ranks the most likely identities, while video tools recover detail from poor footage.',
      highlights: [
        { value: '> 95%', label: 'Top1 hit rate on 1000 IDs' },
        { value: '5', label: 'forensic disciplines' },
      ],
      features: [
        { name: 'Speaker identification', desc: 'Top1 hit rate above 95% on 1000 IDs: the right speaker ranks first, independent of language and wording.' },
        { name: 'Audio enhancement', desc: 'Removes noise, hum and reverberation to make speech intelligible.' },
        { name: 'Tamper detection', desc: 'Detects edits, splices and re-encoding in audio and video files.' },
        { name: 'Video enhancement', desc: 'Frame averaging, deblurring and super-resolution for plates and faces.' },
      ],
    },
    {
      id: 'database-forensics',
      eyebrow: 'Database Forensics',
      heading: 'Reconstruct what happened to your data',
      intro: 'For fraud and insider cases, database forensics shows who changed which record, when and how.',
      features: [
        { name: 'Log and page analysis', desc: 'Reads transaction logs and data pages directly, even when audit logging was off.' },
        { name: 'Record recovery', desc: 'Restores deleted or overwritten rows for evidence.' },
        { name: 'Broad engine support', desc: 'Works with Oracle, SQL Server, MySQL and other common engines.' },
        { name: 'Court-ready reports', desc: 'Every finding is documented with its source and hash for the chain of custody.' },
      ],
    },
  ],
  closing: {
    heading: 'Equip your forensic laboratory',
    text: 'We design, equip and train forensic laboratories for police, prosecutors, regulators and corporate investigators.',
  },
};

export default content;
