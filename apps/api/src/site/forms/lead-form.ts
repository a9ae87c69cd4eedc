import type { Request, RequestHandler, Response } from 'express';
import { leadMessageIn, type LeadInput, type SiteLanguage } from '@csec/contracts';
import { createValidationPipe } from '../../common/http/validation.pipe';
import { ValidationFailedException } from '../../common/http/validation-failed.exception';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { CreateLeadDto } from '../../leads/dto/create-lead.dto';
import type { LeadsService } from '../../leads/leads.service';
import type { FieldErrors, FormValues } from './form-page';

/** What a lead form's page shows: the form (again, with what was typed and why it was refused) or the confirmation. */
export interface LeadFormView {
  values?: FormValues;
  errors?: FieldErrors;
  /** A failure that belongs to no field (too many requests). */
  alert?: string;
  sent?: boolean;
}

/** One of the product's own lead forms: the fields it posts, the lead they make, and its page. */
export interface LeadForm {
  fields: readonly string[];
  toLead(values: FormValues): LeadInput;
  render(view: LeadFormView, language: SiteLanguage): string;
}

/**
 * A lead form, mounted at its path: GET shows the form, POST checks it with the same DTO and rules
 * as POST /api/leads and stores it through LeadsService. A sent form answers 303 to ?sent=1, so a
 * reload never sends it twice; a refused one is the form again with its messages, in the form's
 * language (the API's English messages, looked up in that language).
 */
export function leadFormHandler(leads: LeadsService, form: LeadForm, language: SiteLanguage): RequestHandler {
  const pipe = createValidationPipe();

  const send = (res: Response, status: number, view: LeadFormView) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.type('html').send(form.render(view, language));
  };

  const submit = async (req: Request, res: Response) => {
    const values = formValues(req.body, form.fields);
    try {
      const dto = (await pipe.transform(form.toLead(values), { type: 'body', metatype: CreateLeadDto })) as CreateLeadDto;
      await leads.submit(dto, req.ip);
      res.redirect(303, `${req.baseUrl}?sent=1`);
    } catch (error) {
      if (error instanceof ValidationFailedException) {
        const errors = Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, leadMessageIn(language, message)]));
        return send(res, 400, { values, errors });
      }
      if (error instanceof TooManyRequestsException) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
        return send(res, 429, { values, alert: leadMessageIn(language, error.message) });
      }
      throw error;
    }
  };

  return (req, res, next) => {
    if (req.path !== '/') return next();
    if (req.method === 'GET' || req.method === 'HEAD') return send(res, 200, { sent: req.query.sent === '1' });
    if (req.method === 'POST') return void submit(req, res).catch(next);
    next();
  };
}

/** The posted fields that are strings; anything else (a repeated field, an object) is dropped. */
function formValues(body: unknown, fields: readonly string[]): FormValues {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values: FormValues = {};
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** An optional field as POST /api/leads takes it: absent when left empty. */
export function optional(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}
