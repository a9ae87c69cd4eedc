import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_PATTERN } from '@csec/contracts';
import { SITE_NAME } from '../head-tags';
import { escapeHtml } from '../html-text';

/** What a visitor typed, as the form posts it back (every field a string, the checkbox 'on'). */
export type RegistrationValues = Partial<Record<'name' | 'organisation' | 'jobTitle' | 'email' | 'phone' | 'interest' | 'message' | 'consent', string>>;

export interface RegistrationView {
  /** The current event first, then the products. */
  interests: readonly string[];
  values?: RegistrationValues;
  /** field -> message, from the server's validation */
  errors?: Record<string, string>;
  /** A failure that belongs to no field (too many requests, a server error). */
  alert?: string;
  sent?: boolean;
}

const TITLE = 'Event registration';

/**
 * The product's own registration form: plain server-rendered HTML with no script, light enough
 * to sit in /form's iframe and to work on its own. The browser checks the fields first (required,
 * lengths, e-mail, phone pattern, with the messages as titles); the server checks them again and
 * answers this page with each message under its field.
 */
export function renderRegistrationPage(view: RegistrationView): string {
  const body = view.sent ? confirmation() : form(view);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${TITLE} | ${SITE_NAME}</title><meta name="robots" content="noindex"><style>${STYLES}</style></head>
<body><main>${body}</main></body></html>`;
}

function confirmation(): string {
  return `<div class="sent" role="status"><h1>Thank you</h1><p>${escapeHtml(LEAD_MESSAGES.registrationSent)}</p>
<p><a href="?">Register another person</a></p></div>`;
}

function form({ interests, values = {}, errors = {}, alert }: RegistrationView): string {
  const chosen = values.interest ?? interests[0];
  const options = interests.map((name) => `<option${name === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('');
  return `<h1>${TITLE}</h1><p class="lead">Register for the event or ask about a product: our team will contact you.</p>
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ''}
<form method="post">
${field('name', 'Full name', errors, input('name', values, errors, `required maxlength="${LEAD_LIMITS.nameMax}" autocomplete="name" title="${LEAD_MESSAGES.nameRequired}"`))}
${field('organisation', 'Organisation', errors, input('organisation', values, errors, `required maxlength="${LEAD_LIMITS.organisationMax}" autocomplete="organization" title="${LEAD_MESSAGES.organisationRequired}"`))}
${field('jobTitle', 'Job title (optional)', errors, input('jobTitle', values, errors, `maxlength="${LEAD_LIMITS.jobTitleMax}" autocomplete="organization-title"`))}
${field('email', 'E-mail', errors, input('email', values, errors, `type="email" required maxlength="${LEAD_LIMITS.emailMax}" autocomplete="email" title="${LEAD_MESSAGES.emailInvalid}"`))}
${field('phone', 'Phone (optional)', errors, input('phone', values, errors, `type="tel" maxlength="${LEAD_LIMITS.phoneMax}" autocomplete="tel" pattern="${escapeHtml(LEAD_PHONE_PATTERN.source)}" title="${escapeHtml(LEAD_MESSAGES.phoneInvalid)}"`))}
${field('interest', 'Event or product of interest', errors, `<select id="interest" name="interest"${described('interest', errors)}>${options}</select>`)}
${field('message', 'Message (optional)', errors, `<textarea id="message" name="message" rows="5" maxlength="${LEAD_LIMITS.messageMax}"${described('message', errors)}>${escapeHtml(values.message ?? '')}</textarea>`)}
<div class="field check"><label><input type="checkbox" name="consent" required title="${escapeHtml(LEAD_MESSAGES.consentRequired)}"${values.consent ? ' checked' : ''}${described('consent', errors)}> I agree that ${SITE_NAME} may contact me about this registration.</label>${message('consent', errors)}</div>
<div class="trap" aria-hidden="true"><label>Website <input name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit">Register</button>
</form>`;
}

function field(name: string, label: string, errors: Record<string, string>, control: string): string {
  return `<div class="field"><label for="${name}">${label}</label>${control}${message(name, errors)}</div>`;
}

function input(name: keyof RegistrationValues, values: RegistrationValues, errors: Record<string, string>, attributes: string): string {
  return `<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attributes}${described(name, errors)}>`;
}

function described(name: string, errors: Record<string, string>): string {
  return errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
}

function message(name: string, errors: Record<string, string>): string {
  return errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
}

const STYLES = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#fff}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}h1{font-size:1.5rem;margin:0 0 .25rem;color:#0b1f3a}.lead{margin:0 0 1.5rem;color:#4a5568}
.field{margin:0 0 1rem}label{display:block;font-weight:600;margin:0 0 .25rem}.check label{font-weight:400}
input,select,textarea{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #a0aec0;border-radius:6px;background:#fff}
input[type=checkbox]{width:auto;margin:0 .5rem 0 0}textarea{resize:vertical}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #7aa2e3;outline-offset:2px}
[aria-invalid=true]{border-color:#c53030}.error,.alert{color:#c53030;margin:.25rem 0 0}.alert{padding:.75rem 1rem;border:1px solid #c53030;border-radius:6px;margin:0 0 1rem}
button{padding:.7rem 2rem;font:inherit;font-weight:600;color:#fff;background:#0b1f3a;border:0;border-radius:6px;cursor:pointer}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.sent{padding:2rem 0}`;
