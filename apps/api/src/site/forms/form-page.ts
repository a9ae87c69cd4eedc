import type { SiteLanguage } from '@csec/contracts';
import { SITE_NAME } from '../head-tags';
import { escapeHtml } from '../html-text';

/** What a visitor typed, as a form posts it back (every field a string, a ticked checkbox 'on'). */
export type FormValues = Partial<Record<string, string>>;

/** field -> message, from the server's validation. */
export type FieldErrors = Record<string, string>;

/**
 * The product's own lead forms (registration, and contact without script): plain server-rendered
 * HTML with no script, light enough to sit in an iframe and to work on its own. The browser checks
 * the fields first (the rules as attributes, the messages as titles); the server checks them again
 * and answers the page with each message under its field.
 */
export function formDocument(title: string, body: string, language: SiteLanguage): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} | ${SITE_NAME}</title><meta name="robots" content="noindex"><style>${STYLES}</style></head>
<body><main>${body}</main></body></html>`;
}

export function alertOf(alert: string | undefined): string {
  return alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : '';
}

export function field(name: string, label: string, errors: FieldErrors, control: string): string {
  return `<div class="field"><label for="${name}">${label}</label>${control}${message(name, errors)}</div>`;
}

export function input(name: string, values: FormValues, errors: FieldErrors, attributes: string): string {
  return `<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attributes}${described(name, errors)}>`;
}

export function textarea(name: string, values: FormValues, errors: FieldErrors, attributes: string): string {
  return `<textarea id="${name}" name="${name}" rows="5" ${attributes}${described(name, errors)}>${escapeHtml(values[name] ?? '')}</textarea>`;
}

/** The consent box with its sentence; ticked again when the form comes back refused. */
export function consent(sentence: string, values: FormValues, errors: FieldErrors, title: string): string {
  return `<div class="field check"><label><input type="checkbox" name="consent" required title="${escapeHtml(title)}"${values.consent ? ' checked' : ''}${described('consent', errors)}> ${sentence}</label>${message('consent', errors)}</div>`;
}

/** A field robots fill in and people never see (LeadsService drops a lead that has it). */
export const HONEYPOT = '<div class="trap" aria-hidden="true"><label>Website <input name="website" tabindex="-1" autocomplete="off"></label></div>';

export function described(name: string, errors: FieldErrors): string {
  return errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
}

function message(name: string, errors: FieldErrors): string {
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
