import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_PATTERN, type LeadInput } from '@csec/contracts';
import type { SiteTexts } from '../i18n/texts.en';

/** What the contact form holds while the visitor types. `website` is the honeypot people never see. */
export interface ContactValues {
  name: string;
  organisation: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  website: string;
}

export type ContactField = Exclude<keyof ContactValues, 'website'>;

/** The visible fields, in the order they appear (the first invalid one gets the focus). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'organisation', 'email', 'phone', 'message', 'consent'];

export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', organisation: '', email: '', phone: '', message: '', consent: false, website: '' };

/** A name, a dot-separated domain and a top-level part of at least two characters; no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/**
 * The API's rules for a contact lead (LEAD_LIMITS, LEAD_PHONE_PATTERN); the messages are the page language's
 * (in English, the API's own LEAD_MESSAGES).
 */
export function validateContact(values: ContactValues, messages: SiteTexts['contactForm']['errors'] = LEAD_MESSAGES): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const organisation = values.organisation.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!name) errors.name = messages.nameRequired;
  else if (name.length > LEAD_LIMITS.nameMax) errors.name = messages.nameMax;

  if (!organisation) errors.organisation = messages.organisationRequired;
  else if (organisation.length > LEAD_LIMITS.organisationMax) errors.organisation = messages.organisationMax;

  if (email.length > LEAD_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;

  if (phone && (phone.length > LEAD_LIMITS.phoneMax || !LEAD_PHONE_PATTERN.test(phone))) errors.phone = messages.phoneInvalid;

  if (!message) errors.message = messages.messageRequired;
  else if (message.length > LEAD_LIMITS.messageMax) errors.message = messages.messageMax;

  if (!values.consent) errors.consent = messages.consentRequired;

  return errors;
}

/** The body of POST /api/leads for the contact form: trimmed texts, the phone only when given. */
export function contactLead(values: ContactValues): LeadInput {
  const phone = values.phone.trim();
  return {
    kind: 'contact',
    name: values.name.trim(),
    organisation: values.organisation.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    message: values.message.trim(),
    consent: true,
    website: values.website,
  };
}
