import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { CONTACT_FORM_PATH, LANGUAGE_PREFIX, leadMessageIn } from '@csec/contracts';
import { useSiteLanguage, useTexts } from '../i18n/language';
import { ApiError, sendLead } from '../api/client';
import { CONTACT_FIELDS, EMPTY_CONTACT, contactLead, validateContact, type ContactErrors, type ContactField, type ContactValues } from './contactFormRules';
import ui from '../styles/ui.module.css';
import styles from './ContactForm.module.css';

type Status = 'editing' | 'sending' | 'sent';
type Control = HTMLInputElement | HTMLTextAreaElement;

const isField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/** What a control holds as the visitor sees it: a checkbox's tick, any other field's text. */
const shownValue = (control: Control): string | boolean =>
  control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;

/**
 * The contact form of /contact: checked here with the API's rules and texts, sent to POST /api/leads.
 * Errors show under their fields once the form was submitted or the field left, then follow the typing;
 * the server's own field errors stay until that field changes. It renders the same on the server.
 */
export function ContactForm() {
  const t = useTexts().contactForm;
  const language = useSiteLanguage();
  const id = useId();
  const ids = {
    heading: `${id}heading`,
    failure: `${id}failure`,
    field: (field: keyof ContactValues) => `${id}${field}`,
    error: (field: ContactField) => `${id}${field}-error`,
    hint: (field: ContactField) => `${id}${field}-hint`,
  };

  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');

  const controls = useRef<Partial<Record<ContactField, Control | null>>>({});
  const formElement = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the next status has rendered (the element it goes to may only exist then).
  const focusNext = useRef<'confirmation' | 'name' | 'submit' | null>(null);

  // A server-rendered page loads this code on the visitor's first touch or key, so they may have typed
  // before it took over: hydration keeps what the fields show, and the state takes it from them.
  useEffect(() => {
    const typed: Partial<ContactValues> = {};
    for (const field of CONTACT_FIELDS) {
      const element = controls.current[field];
      if (!element) continue;
      const shown = shownValue(element);
      if (shown !== EMPTY_CONTACT[field]) Object.assign(typed, { [field]: shown });
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  // The server's HTML leaves the browser's own checks on, for a visitor whose browser has not run this
  // code; once it runs, it checks the fields itself and shows the messages under them.
  useEffect(() => {
    if (formElement.current) formElement.current.noValidate = true;
  }, [status]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'confirmation') confirmation.current?.focus();
    else if (target === 'name') controls.current.name?.focus();
    else if (target === 'submit') submitButton.current?.focus();
  }, [status]);

  const clientErrors = validateContact(values, t.errors);
  const errorOf = (field: ContactField): string | undefined => serverErrors[field] ?? (submitted || touched[field] ? clientErrors[field] : undefined);

  function change(field: keyof ContactValues) {
    return (event: ChangeEvent<Control>) => {
      const value = shownValue(event.target);
      setValues((current) => ({ ...current, [field]: value }));
      if (isField(field) && serverErrors[field]) {
        setServerErrors(({ [field]: _, ...rest }) => rest);
      }
    };
  }

  const leave = (field: ContactField) => () => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  /** The attributes every visible control shares: id, name, value, handlers and its error wiring. */
  function control(field: ContactField, hint = false) {
    const error = errorOf(field);
    const describedBy = [hint && ids.hint(field), error && ids.error(field)].filter(Boolean).join(' ');
    return {
      id: ids.field(field),
      name: field,
      onChange: change(field),
      onBlur: leave(field),
      ref: (element: Control | null) => {
        controls.current[field] = element;
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  }

  const errorText = (field: ContactField) => {
    const error = errorOf(field);
    return error ? (
      <p id={ids.error(field)} className={styles.error}>
        {error}
      </p>
    ) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    setSubmitted(true);
    setFailure(null);
    setServerErrors({});
    const firstInvalid = CONTACT_FIELDS.find((field) => clientErrors[field]);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }

    setStatus('sending');
    try {
      await sendLead(contactLead(values));
    } catch (error) {
      const placed: ContactErrors = {};
      let unplaced = false;
      if (error instanceof ApiError && error.status === 400) {
        for (const [key, message] of Object.entries(error.errors)) {
          if (isField(key)) placed[key] = leadMessageIn(language, message);
          else unplaced = true;
        }
      }
      const firstRefused = CONTACT_FIELDS.find((field) => placed[field]);
      setServerErrors(placed);
      if (!firstRefused || unplaced) setFailure(error instanceof Error && error.message ? leadMessageIn(language, error.message) : t.failed);
      setStatus('editing');
      if (firstRefused) controls.current[firstRefused]?.focus();
      else focusNext.current = 'submit';
      return;
    }
    // Sent: nothing the visitor typed is kept.
    setValues(EMPTY_CONTACT);
    setTouched({});
    setSubmitted(false);
    focusNext.current = 'confirmation';
    setStatus('sent');
  }

  function another() {
    focusNext.current = 'name';
    setStatus('editing');
  }

  const sending = status === 'sending';

  return (
    <div className={styles.panel}>
      <h2 id={ids.heading}>{t.heading}</h2>
      <p className={styles.note}>{t.note}</p>

      {status === 'sent' ? (
        <div ref={confirmation} className={styles.sent} role="status" tabIndex={-1}>
          <p>{t.sent}</p>
          <button type="button" className={ui.buttonOutline} onClick={another}>
            {t.another}
          </button>
        </div>
      ) : (
        // POST, never GET: a submit before the page's code has loaded must not put the visitor's details in an
        // address; the server answers it at CONTACT_FORM_PATH with its own confirmation or the form again.
        <form
          ref={formElement}
          className={styles.fields}
          method="post"
          action={`${LANGUAGE_PREFIX[language]}${CONTACT_FORM_PATH}`}
          aria-labelledby={ids.heading}
          aria-busy={sending || undefined}
          onSubmit={(event) => void submit(event)}
        >
          <div className={styles.row}>
            <Field label={t.name} htmlFor={ids.field('name')} required error={errorText('name')}>
              <input {...control('name')} type="text" autoComplete="name" required value={values.name} />
            </Field>
            <Field label={t.organisation} htmlFor={ids.field('organisation')} required error={errorText('organisation')}>
              <input {...control('organisation')} type="text" autoComplete="organization" required value={values.organisation} />
            </Field>
          </div>
          <div className={styles.row}>
            <Field label={t.email} htmlFor={ids.field('email')} required error={errorText('email')}>
              <input {...control('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} required value={values.email} />
            </Field>
            <Field label={t.phone} optional={t.optional} htmlFor={ids.field('phone')} error={errorText('phone')}>
              <input {...control('phone')} type="tel" autoComplete="tel" inputMode="tel" value={values.phone} />
            </Field>
          </div>
          <Field
            label={t.message}
            htmlFor={ids.field('message')}
            required
            hint={
              <p id={ids.hint('message')} className={styles.hint}>
                {t.messageHint}
              </p>
            }
            error={errorText('message')}
          >
            <textarea {...control('message', true)} rows={6} required value={values.message} />
          </Field>

          <div className={styles.consent}>
            <div className={styles.check}>
              <input {...control('consent')} type="checkbox" required checked={values.consent} />
              <label htmlFor={ids.field('consent')}>{t.consent}</label>
            </div>
            {errorText('consent')}
          </div>

          {/* A trap for robots that fill every field: people never see it, reach it or have it filled in. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={ids.field('website')}>{t.trap}</label>
            <input
              id={ids.field('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              value={values.website}
              onChange={change('website')}
            />
          </div>

          {failure && (
            <div id={ids.failure} className={styles.failure} role="alert">
              {failure}
            </div>
          )}

          <div className={styles.actions}>
            <button
              ref={submitButton}
              type="submit"
              className={`${ui.button} ${styles.submit}`}
              disabled={sending}
              aria-describedby={failure ? ids.failure : undefined}
            >
              {sending ? t.sending : t.send}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  htmlFor: string;
  required?: boolean;
  /** The word that marks the field optional. */
  optional?: string;
  hint?: ReactNode;
  error: ReactNode;
  children: ReactNode;
}

/** A label above its control, an optional hint, and the field's error below. */
function Field({ label, htmlFor, required = false, optional, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
        {required && (
          <span className={styles.mark} aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className={styles.optional}> ({optional})</span>}
      </label>
      {children}
      {hint}
      {error}
    </div>
  );
}
