import type { SiteLanguage } from './site-language';

/**
 * Leads: the registration form (/forms/registration, embedded by /form) and the contact form
 * (/contact) send visitors' requests to POST /api/leads; staff work them in the dashboard.
 */
export const LEAD_KINDS = ['registration', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where the product's own registration form is served; FORM_URL defaults to it. */
export const REGISTRATION_FORM_PATH = '/forms/registration';
/**
 * Where /contact's form posts: the form answered by the server, for a visitor whose browser has not
 * run (or will not run) the page's script. With it, the form sends to POST /api/leads instead.
 */
export const CONTACT_FORM_PATH = '/forms/contact';

/** Every product the site presents, in menu order: the interests a registration may name. */
export const PRODUCT_NAMES = [
  'CSEC Detection and Monitoring',
  'CSEC Assessment',
  'CSEC Defense',
  'Competence Output',
  'Tactical Anti Interception',
  'Digital Forensic',
  'VIP Public Security',
  'Satcom Monitoring and Interception',
] as const;

export const LEAD_LIMITS = {
  nameMax: 100,
  organisationMax: 150,
  jobTitleMax: 100,
  emailMax: 254,
  phoneMax: 32,
  interestMax: 150,
  messageMax: 4000,
} as const;

/** What a visitor sends (POST /api/leads). `website` is a honeypot field people never see. */
export interface LeadInput {
  kind: LeadKind;
  name: string;
  organisation: string;
  jobTitle?: string;
  email: string;
  phone?: string;
  interest?: string;
  message?: string;
  consent: boolean;
  website?: string;
}

/** The forms' and the API's texts for a lead, one place for both sides. */
export const LEAD_MESSAGES = {
  nameRequired: 'Please enter your full name',
  nameMax: `Your name must be at most ${LEAD_LIMITS.nameMax} characters long`,
  organisationRequired: 'Please enter your organisation',
  organisationMax: `The organisation must be at most ${LEAD_LIMITS.organisationMax} characters long`,
  jobTitleMax: `The job title must be at most ${LEAD_LIMITS.jobTitleMax} characters long`,
  emailInvalid: 'Please enter a valid e-mail address',
  phoneInvalid: 'Please enter a phone number of digits, spaces and + ( ) - only',
  interestInvalid: 'Please choose an event or product from the list',
  interestMax: `The interest must be at most ${LEAD_LIMITS.interestMax} characters long`,
  messageMax: `The message must be at most ${LEAD_LIMITS.messageMax} characters long`,
  messageRequired: 'Please write your message',
  consentRequired: 'Please agree to be contacted about your request',
  kindInvalid: "kind must be 'registration' or 'contact'",
  statusInvalid: "status must be 'new', 'contacted' or 'closed'",
  sent: 'Thank you, your request has been sent',
  registrationSent: 'Thank you for registering. Our team will contact you shortly.',
  contactSent: 'Thank you for your message. Our team will reply shortly.',
  tooMany: 'Too many requests from your address, please try again later',
  leadNotFound: 'Lead not found',
  leadDeleted: 'Lead deleted',
  leadUpdated: 'Lead updated',
} as const;

/** The texts of LEAD_MESSAGES a visitor meets on the public site's forms, in Indonesian. */
export const LEAD_MESSAGES_ID = {
  nameRequired: 'Silakan isi nama lengkap Anda',
  nameMax: `Nama Anda maksimal ${LEAD_LIMITS.nameMax} karakter`,
  organisationRequired: 'Silakan isi nama organisasi Anda',
  organisationMax: `Nama organisasi maksimal ${LEAD_LIMITS.organisationMax} karakter`,
  jobTitleMax: `Jabatan maksimal ${LEAD_LIMITS.jobTitleMax} karakter`,
  emailInvalid: 'Silakan isi alamat e-mail yang valid',
  phoneInvalid: 'Nomor telepon hanya boleh berisi angka, spasi, dan + ( ) -',
  interestInvalid: 'Silakan pilih acara atau produk dari daftar',
  interestMax: `Minat maksimal ${LEAD_LIMITS.interestMax} karakter`,
  messageMax: `Pesan maksimal ${LEAD_LIMITS.messageMax} karakter`,
  messageRequired: 'Silakan tulis pesan Anda',
  consentRequired: 'Silakan setujui untuk dihubungi terkait permintaan Anda',
  registrationSent: 'Terima kasih telah mendaftar. Tim kami akan segera menghubungi Anda.',
  contactSent: 'Terima kasih atas pesan Anda. Tim kami akan segera membalas.',
  tooMany: 'Terlalu banyak permintaan dari alamat Anda. Silakan coba lagi nanti.',
} as const satisfies Partial<Record<keyof typeof LEAD_MESSAGES, string>>;
const INDONESIAN_LEAD_MESSAGES: Partial<Record<keyof typeof LEAD_MESSAGES, string>> = LEAD_MESSAGES_ID;

const LEAD_MESSAGE_KEYS = new Map(Object.entries(LEAD_MESSAGES).map(([key, text]) => [text as string, key as keyof typeof LEAD_MESSAGES]));

/**
 * A lead message of the API (which answers in English) as a visitor reads it in `language`: the
 * Indonesian text of the same message, or the API's own where there is none.
 */
export function leadMessageIn(language: SiteLanguage, message: string): string {
  if (language === 'en') return message;
  const key = LEAD_MESSAGE_KEYS.get(message);
  return (key && INDONESIAN_LEAD_MESSAGES[key]) ?? message;
}

/**
 * Digits, spaces and + ( ) - . /, with at least 5 digits. Every punctuator in the class is escaped
 * so the same source is valid in an HTML pattern attribute, which browsers compile with the v flag.
 */
// eslint-disable-next-line no-useless-escape -- needed in the pattern attribute, as said above
export const LEAD_PHONE_PATTERN = /^(?=(?:\D*\d){5})[\d\s\+\(\)\.\-\/]+$/;
