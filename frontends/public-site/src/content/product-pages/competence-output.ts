import type { ProductPageContent } from '../types';
import cap from '../../assets/icons/cap.svg';
import monitor from '../../assets/icons/monitor.svg';
import book from '../../assets/icons/book.svg';
import team from '../../assets/icons/team.svg';
import trainingRoom from '../../assets/art/training-room.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Competence Output',
    description: 'A cyber training programme with a training room platform, structured modules and individual, team and attack-defence training modes.',
  },
  banner: {
    eyebrow: 'Competence Output',
    title: 'Build the cyber workforce your mission needs',
    subtitle:
      'A complete cyber training programme: a training room platform, a structured curriculum and realistic exercises that turn trainees into operators.',
    art: cap,
  },
  overview: {
    heading: 'A training programme, not just a course',
    intro: 'Competence Output combines infrastructure, content and instructors, so capability keeps growing after the first class graduates.',
    cards: [
      {
        name: 'Training Room Platform',
        desc: 'Isolated virtual ranges that replicate real networks, with instructor consoles and automatic scoring.',
        icon: monitor,
        contact: true,
      },
      {
        name: 'Training Modules',
        desc: 'A curriculum from fundamentals to advanced offensive and defensive operations, mapped to job roles.',
        icon: book,
        contact: true,
      },
      {
        name: 'Training Modes',
        desc: 'Self-paced labs, team exercises and live attack-and-defence competitions for every stage of learning.',
        icon: team,
        contact: true,
      },
    ],
  },
  sections: [
    {
      id: 'training-room',
      eyebrow: 'Training Room Platform',
      heading: 'A safe place to practise real attacks',
      intro: 'Deployed on premises or in a mobile kit, the platform gives each trainee a private copy of a realistic environment that resets in minutes.',
      art: trainingRoom,
      features: [
        { name: 'Virtual ranges', desc: 'Enterprise, industrial and government network templates with live vulnerable services.' },
        { name: 'Instructor console', desc: 'Watch every trainee’s screen, inject events and give hints in real time.' },
        { name: 'Automatic scoring', desc: 'Objectives are verified by the platform, producing fair and comparable results.' },
        { name: 'Offline deployment', desc: 'Runs fully air-gapped for classified training environments.' },
      ],
    },
    {
      id: 'modules',
      eyebrow: 'Modules',
      heading: 'A curriculum mapped to real job roles',
      intro: 'Each module combines theory, guided labs and an assessed exercise, and can be delivered in English or Bahasa Indonesia.',
      features: [
        { name: 'Security fundamentals', desc: 'Networking, operating systems, cryptography and secure configuration.' },
        { name: 'SOC analyst', desc: 'Log analysis, alert triage, threat hunting and incident handling.' },
        { name: 'Penetration testing', desc: 'Reconnaissance, exploitation, privilege escalation and reporting.' },
        { name: 'Digital forensics', desc: 'Evidence acquisition, disk and memory analysis and court-ready reporting.' },
      ],
    },
    {
      id: 'training-modes',
      eyebrow: 'Training Modes',
      heading: 'From the first lab to national exercises',
      intro: 'Choose the mode that fits the goal: building skills, testing teams or selecting the best.',
      features: [
        { name: 'Individual labs', desc: 'Self-paced, step-by-step exercises with hints and instant feedback.' },
        { name: 'Team exercises', desc: 'Blue teams defend a live environment against scripted attack scenarios.' },
        { name: 'Attack and defence', desc: 'Red and blue teams compete on mirrored infrastructure with live scoreboards.' },
        { name: 'Capture the flag', desc: 'Jeopardy-style competitions to discover and recruit top talent.' },
      ],
    },
  ],
  closing: {
    heading: 'Plan your training programme with us',
    text: 'We will assess your team’s skills and propose a curriculum and schedule that fits your organisation.',
  },
};

export default content;
