import type { ProductPageContent } from '../types';
import magnifierCheck from '../../assets/icons/magnifier-check.svg';
import bug from '../../assets/icons/bug.svg';
import target from '../../assets/icons/target.svg';
import chart from '../../assets/icons/chart.svg';
import socDashboard from '../../assets/art/soc-dashboard.svg';

const content: ProductPageContent = {
  meta: {
    title: 'CSEC Assessment',
    description: 'Vulnerability management and depth security testing with 3500+ vulnerability exploit modules, prioritised by real business risk.',
  },
  banner: {
    eyebrow: 'CSEC Assessment',
    title: 'Find your weaknesses before anyone else does',
    subtitle: 'Continuous vulnerability management and safe, evidence-based security testing that tell you exactly what to fix first.',
    art: magnifierCheck,
  },
  overview: {
    heading: 'Know your exposure, prove your fixes',
    intro: 'Assessment turns scattered scan results into a managed programme with owners, deadlines and measurable progress.',
    cards: [
      {
        name: 'Vulnerability Management',
        desc: 'Discover every asset, scan it continuously and prioritise findings by exploitability and business impact.',
        icon: bug,
        contact: true,
      },
      {
        name: 'Depth Security Test',
        desc: 'Validate findings with controlled exploitation, so teams fix what is truly reachable rather than what merely looks severe.',
        icon: target,
        contact: true,
      },
      {
        name: 'Compliance Reporting',
        desc: 'Executive dashboards and audit-ready reports mapped to national regulations and ISO/IEC 27001 controls.',
        icon: chart,
      },
    ],
  },
  sections: [
    {
      id: 'vulnerability-management',
      eyebrow: 'Vulnerability Management',
      heading: 'A living inventory of risk',
      intro:
        'Agent and agentless scanning covers servers, endpoints, network devices, databases, web applications and industrial systems, on premises and in the cloud.',
      art: socDashboard,
      features: [
        { name: 'Asset discovery', desc: 'Finds forgotten hosts, shadow services and exposed ports before attackers do.' },
        { name: 'Risk-based prioritisation', desc: 'Combines severity, exploit availability and asset value into one actionable score.' },
        { name: 'Patch workflow', desc: 'Assigns findings to owners with due dates, tracks progress and escalates overdue items.' },
        { name: 'Configuration baselines', desc: 'Checks systems against hardening benchmarks and flags drift the moment it happens.' },
      ],
    },
    {
      id: 'depth-security-test',
      eyebrow: 'Depth Security Test',
      heading: 'Evidence, not guesswork',
      intro:
        'An exploit library maintained by our research team safely confirms which vulnerabilities can really be used against you, with full audit logs of every action.',
      highlights: [
        { value: '3500+', label: 'vulnerability exploit modules' },
        { value: 'Weekly', label: 'library updates' },
      ],
      features: [
        { name: 'Safe exploitation', desc: 'Payloads prove access without damaging data or interrupting services.' },
        { name: 'Web application testing', desc: 'Covers injection, authentication, session and access-control flaws in portals and APIs.' },
        { name: 'Password and credential audit', desc: 'Finds weak, default and reused credentials across services.' },
        { name: 'Retest on demand', desc: 'One click repeats a confirmed attack to verify that the fix holds.' },
      ],
    },
  ],
  closing: {
    heading: 'Start with a free assessment',
    text: 'Our engineers will scan a representative part of your environment and walk you through the results.',
  },
};

export default content;
