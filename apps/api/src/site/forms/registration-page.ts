import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_PATTERN } from '@csec/contracts';
import { SITE_NAME } from '../head-tags';
import { escapeHtml } from '../html-text';
import { alertOf, consent, described, field, formDocument, HONEYPOT, input, textarea, type FieldErrors, type FormValues } from './form-page';

/** What a visitor typed, as the form posts it back (every field a string, the checkbox 'on'). */
export type RegistrationValues = Partial<Record<'name' | 'organisation' | 'jobTitle' | 'email' | 'phone' | 'interest' | 'message' | 'consent', string>>;

export interface RegistrationView {
  /** The current event first, then the products. */
  interests: readonly string[];
  values?: RegistrationValues;
  /** field -> message, from the server's validation */
  errors?: FieldErrors;
  /** A failure that belongs to no field (too many requests, a server error). */
  alert?: string;
  sent?: boolean;
}

const TITLE = 'Event registration';

/** The registration form of /form's iframe (form-page.ts). */
export function renderRegistrationPage(view: RegistrationView): string {
  return formDocument(TITLE, view.sent ? confirmation() : form(view));
}

function confirmation(): string {
  return `<div class="sent" role="status"><h1>Thank you</h1><p>${escapeHtml(LEAD_MESSAGES.registrationSent)}</p>
<p><a href="?">Register another person</a></p></div>`;
}

function form({ interests, values = {}, errors = {}, alert }: RegistrationView): string {
  const typed: FormValues = values;
  const chosen = values.interest ?? interests[0];
  const options = interests.map((name) => `<option${name === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('');
  return `<h1>${TITLE}</h1><p class="lead">Register for the event or ask about a product: our team will contact you.</p>
${alertOf(alert)}
<form method="post">
${field('name', 'Full name', errors, input('name', typed, errors, `required maxlength="${LEAD_LIMITS.nameMax}" autocomplete="name" title="${LEAD_MESSAGES.nameRequired}"`))}
${field('organisation', 'Organisation', errors, input('organisation', typed, errors, `required maxlength="${LEAD_LIMITS.organisationMax}" autocomplete="organization" title="${LEAD_MESSAGES.organisationRequired}"`))}
${field('jobTitle', 'Job title (optional)', errors, input('jobTitle', typed, errors, `maxlength="${LEAD_LIMITS.jobTitleMax}" autocomplete="organization-title"`))}
${field('email', 'E-mail', errors, input('email', typed, errors, `type="email" required maxlength="${LEAD_LIMITS.emailMax}" autocomplete="email" title="${LEAD_MESSAGES.emailInvalid}"`))}
${field('phone', 'Phone (optional)', errors, input('phone', typed, errors, `type="tel" maxlength="${LEAD_LIMITS.phoneMax}" autocomplete="tel" pattern="${escapeHtml(LEAD_PHONE_PATTERN.source)}" title="${escapeHtml(LEAD_MESSAGES.phoneInvalid)}"`))}
${field('interest', 'Event or product of interest', errors, `<select id="interest" name="interest"${described('interest', errors)}>${options}</select>`)}
${field('message', 'Message (optional)', errors, textarea('message', typed, errors, `maxlength="${LEAD_LIMITS.messageMax}"`))}
${consent(`I agree that ${SITE_NAME} may contact me about this registration.`, typed, errors, LEAD_MESSAGES.consentRequired)}
${HONEYPOT}
<button type="submit">Register</button>
</form>`;
}
