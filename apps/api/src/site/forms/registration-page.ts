import { LEAD_LIMITS, LEAD_PHONE_PATTERN, type SiteLanguage } from '@csec/contracts';
import { escapeHtml } from '../html-text';
import { FORM_TEXTS, type FormTexts } from './form-texts';
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

/** The registration form of /form's iframe (form-page.ts). */
export function renderRegistrationPage(view: RegistrationView, language: SiteLanguage = 'en'): string {
  const t = FORM_TEXTS[language];
  return formDocument(t.registration.title, view.sent ? confirmation(t) : form(view, t), language);
}

function confirmation(t: FormTexts): string {
  return `<div class="sent" role="status"><h1>${t.thankYou}</h1><p>${escapeHtml(t.messages.registrationSent)}</p>
<p><a href="?">${t.registration.another}</a></p></div>`;
}

function form({ interests, values = {}, errors = {}, alert }: RegistrationView, t: FormTexts): string {
  const m = t.messages;
  const typed: FormValues = values;
  const chosen = values.interest ?? interests[0];
  const options = interests.map((name) => `<option${name === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('');
  return `<h1>${t.registration.title}</h1><p class="lead">${t.registration.lead}</p>
${alertOf(alert)}
<form method="post">
${field('name', t.name, errors, input('name', typed, errors, `required maxlength="${LEAD_LIMITS.nameMax}" autocomplete="name" title="${m.nameRequired}"`))}
${field('organisation', t.organisation, errors, input('organisation', typed, errors, `required maxlength="${LEAD_LIMITS.organisationMax}" autocomplete="organization" title="${m.organisationRequired}"`))}
${field('jobTitle', t.optional(t.jobTitle), errors, input('jobTitle', typed, errors, `maxlength="${LEAD_LIMITS.jobTitleMax}" autocomplete="organization-title"`))}
${field('email', t.email, errors, input('email', typed, errors, `type="email" required maxlength="${LEAD_LIMITS.emailMax}" autocomplete="email" title="${m.emailInvalid}"`))}
${field('phone', t.optional(t.phone), errors, input('phone', typed, errors, `type="tel" maxlength="${LEAD_LIMITS.phoneMax}" autocomplete="tel" pattern="${escapeHtml(LEAD_PHONE_PATTERN.source)}" title="${escapeHtml(m.phoneInvalid)}"`))}
${field('interest', t.registration.interest, errors, `<select id="interest" name="interest"${described('interest', errors)}>${options}</select>`)}
${field('message', t.optional(t.message), errors, textarea('message', typed, errors, `maxlength="${LEAD_LIMITS.messageMax}"`))}
${consent(t.registration.consent, typed, errors, m.consentRequired)}
${HONEYPOT}
<button type="submit">${t.registration.send}</button>
</form>`;
}
