/** Word material for demo posts: realistic enough to exercise pages, excerpts and search. */
export const TOPICS = [
  'Zero-Trust Networks',
  'Ransomware Response',
  'SOC Automation',
  'Satellite Link Security',
  'Mobile Forensics',
  'DDoS Mitigation',
  'Threat Intelligence Sharing',
  'Critical Infrastructure Defence',
  'Secure Radio Networks',
  'Vulnerability Management',
  'Incident Readiness',
  'Cloud Workload Protection',
  'Phishing Resilience',
  'Encrypted Field Communications',
  'Drone Countermeasures',
  'Digital Evidence Handling',
  'Web Application Firewalls',
  'Insider Risk',
  'Supply-Chain Attacks',
  'Cyber Range Training',
];

export const ANGLES = [
  'What We Learned in {place}',
  'A Practical Guide for {who}',
  'Five Mistakes {who} Still Make',
  'Lessons from the {place} Exercise',
  'Why {who} Should Care in {year}',
  'Field Notes from {place}',
  'Building a Roadmap for {who}',
  'Beyond the Checklist',
  'From Detection to Response',
  "An Operator's Checklist",
];

export const PLACES = ['Jakarta', 'Surabaya', 'Singapore', 'Kuala Lumpur', 'Manila', 'Bangkok', 'Hanoi', 'Bandung', 'Makassar', 'Medan'];
export const WHO = [
  'Ministries',
  'Energy Operators',
  'Banks',
  'Telecom Carriers',
  'Defence Units',
  'Hospitals',
  'Ports',
  'Airports',
  'Police Units',
  'Water Utilities',
];

export const SENTENCES = [
  'Attackers rarely break in through the front door; they walk through the side entrance someone forgot to lock.',
  'A security operations centre is only as good as the playbooks its analysts can run at three in the morning.',
  'We measured mean time to detect across forty regional deployments and found the biggest gains came from better log coverage.',
  'Encryption protects the message, but key management decides whether the protection survives a real incident.',
  'Tabletop exercises expose gaps in ownership long before an adversary does.',
  'Most successful intrusions we investigated began with a credential that was valid, just not in the right hands.',
  'Segmentation buys time, and time is what responders need most during the first hour of an incident.',
  'Field teams need tools that work offline, survive rough handling and still meet strict assurance requirements.',
  'Threat intelligence is useful only when it changes a decision, a detection rule or a patch priority.',
  'Regular vulnerability scans are table stakes; prioritising what to fix first is where programmes succeed or fail.',
  'Forensic readiness means collecting the right evidence before you know you will need it.',
  'Volumetric attacks grab headlines, while slow application-layer floods quietly exhaust backend capacity.',
  'Training that mirrors real operations builds the muscle memory that manuals never will.',
  'Every new connected device widens the attack surface, so asset inventories must stay current.',
  'Our engineers validated the configuration against more than thirty detection vectors before go-live.',
  'Clear escalation paths turn a confusing alert storm into a handful of decisions someone can actually make.',
];

export const LIST_ITEMS = [
  'Inventory every internet-facing asset',
  'Enforce multi-factor authentication for administrators',
  'Rehearse the incident response plan twice a year',
  'Keep offline, tested backups',
  'Patch critical vulnerabilities within 72 hours',
  'Log centrally and keep 180 days online',
  'Review firewall rules every quarter',
  'Train staff to report suspicious messages',
];
