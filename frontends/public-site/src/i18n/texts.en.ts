import { LEAD_LIMITS, LEAD_MESSAGES, NOT_FOUND_TEXT, PUBLIC_TEXTS } from '@csec/contracts';

/**
 * The English texts of the public site's own markup (the content modules under content/ hold the pages'
 * copy). The spec's texts come from @csec/contracts unchanged. texts.id.ts has the same shape in Indonesian.
 */
export const EN_TEXTS = {
  header: {
    home: 'CSEC home',
    mainNav: 'Main',
    homeLink: 'Home',
    about: 'About',
    products: 'Products',
    blog: 'Blog',
    contact: 'Contact Us',
    openMenu: 'Open menu',
  },
  drawer: { label: 'Menu', closeMenu: 'Close menu', mobileNav: 'Mobile', allProducts: 'All products' },
  language: { switchLabel: 'Baca dalam Bahasa Indonesia', switchText: 'ID' },
  /** Offered, in English, to a reader of an Indonesian page whose browser prefers English. */
  offer: { label: 'Language', text: 'This page is also available in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  footer: {
    contact: 'Contact',
    products: 'Products',
    company: 'Company',
    aboutUs: 'About Us',
    blog: 'Blog',
    contactUs: 'Contact Us',
    rights: 'All rights reserved.',
  },
  loadingPage: 'Loading page',
  contactUs: 'Contact Us',
  getInTouch: 'Get in Touch',
  register: 'Register',
  learnMore: 'Learn More',
  learnMoreAbout: (name: string) => `Learn More about ${name}`,
  home: {
    partners: 'Technology partners',
    countersEyebrow: 'Trusted across the region',
    countersHeading: PUBLIC_TEXTS.socProjects,
    countersLead: 'Security operations centres designed, built and run with ministries, armed forces, enterprises and utilities throughout Asia-Pacific.',
    poster: (title: string, year: number) => `${title} ${year} poster`,
  },
  values: {
    eyebrow: 'Why CSEC',
    heading: 'Security you can build a nation on',
    lead: 'Four commitments behind every project, from the first consultation to years of operation.',
  },
  about: {
    productsEyebrow: 'What We Deliver',
    productsHeading: 'Our products',
    productsLead: 'Each solution stands on its own and all of them share one operations picture.',
    missionHeading: 'Our Mission',
    historyEyebrow: 'Our History',
    historyHeading: 'Fifteen years of earning trust',
    historyLead: 'From a small engineering team in Jakarta to a regional partner with international technology alliances.',
  },
  products: {
    metaTitle: 'Our Products',
    metaDescription:
      'The CSEC portfolio: detection and monitoring, assessment, defence, cyber training, tactical encryption, digital forensics, VIP security and satellite monitoring.',
    eyebrow: 'Our Products',
    title: 'Solutions for every layer of national security',
    subtitle: 'Choose a product to explore it, or talk to us about combining several into one programme built around your mission.',
    bandHeading: 'Not sure where to start?',
    bandText: 'Book a free consultation: our engineers assess your current posture and recommend the right combination of solutions.',
    overview: 'Overview',
  },
  contact: {
    metaTitle: 'Contact Us',
    metaDescription: 'Talk to our security engineers in Jakarta: our office address, e-mail, phone number and a map to find us.',
    eyebrow: 'Contact Us',
    title: 'Let’s talk about your security',
    subtitle: 'Tell us what you need to protect. An engineer will reply within one business day, and our operations centre is reachable around the clock.',
    officeHeading: 'Head office',
    officeText: 'Visit us, write to us or call us: consultations are free and confidential.',
    hours: 'Office hours: Monday to Friday, 08:30–17:30 WIB. Support: 24/7.',
    mapTitle: 'Map of our office location',
    mapLoading: 'Loading map…',
    mapMissing: 'The map is not available right now.',
  },
  details: { email: 'E-mail', phone: 'Phone', address: 'Address', loading: 'Loading…', unavailable: 'Not available right now' },
  contactForm: {
    heading: 'Send us a message',
    note: 'Tell us who you are and what you need to protect. Fields marked * are required.',
    sent: LEAD_MESSAGES.contactSent,
    another: 'Send another message',
    name: 'Full name',
    organisation: 'Organisation',
    email: 'E-mail',
    phone: 'Phone',
    optional: 'optional',
    message: 'Message',
    messageHint: `Up to ${LEAD_LIMITS.messageMax} characters.`,
    consent: 'I agree to be contacted by CSEC about my request.',
    trap: 'Website (leave this empty)',
    sending: 'Sending...',
    send: 'Send message',
    failed: 'Your message could not be sent. Please try again.',
    errors: {
      nameRequired: LEAD_MESSAGES.nameRequired,
      nameMax: LEAD_MESSAGES.nameMax,
      organisationRequired: LEAD_MESSAGES.organisationRequired,
      organisationMax: LEAD_MESSAGES.organisationMax,
      emailInvalid: LEAD_MESSAGES.emailInvalid,
      phoneInvalid: LEAD_MESSAGES.phoneInvalid,
      messageRequired: LEAD_MESSAGES.messageRequired,
      messageMax: LEAD_MESSAGES.messageMax,
      consentRequired: LEAD_MESSAGES.consentRequired,
    },
  },
  form: {
    metaTitle: 'Registration Form',
    metaDescription: 'Register for Cyber Resilience Beyond Borders and our other events, or send us your enquiry through the registration form.',
    eyebrow: 'Registration',
    title: 'Register your interest',
    subtitle: 'Fill in the form below to register for our events or request a consultation. We review every registration and confirm by e-mail.',
    frameTitle: 'Registration form',
    frameLoading: 'Loading…',
    loading: 'Loading the registration form…',
    closedHeading: 'Registration is handled by our team for now',
    closedText: 'The online form is not open at the moment. Please write or call us and we will register you directly:',
  },
  notFound: { title: 'Page not found', text: NOT_FOUND_TEXT, home: 'Back to Home', blog: 'Read our Blog' },
  underConstruction: {
    title: PUBLIC_TEXTS.underConstruction,
    description: 'This part of our website is being prepared and will be available soon.',
    text: 'We are preparing this page. In the meantime, our team is happy to answer your questions directly.',
    home: 'Back to Home',
    contact: 'Contact Us',
  },
};

type TextsOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : TextsOf<T[K]>;
};

/** Every text of the site's markup: the shape each language fills in. */
export type SiteTexts = TextsOf<typeof EN_TEXTS>;
