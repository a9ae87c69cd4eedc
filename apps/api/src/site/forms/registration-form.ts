import type { Request, RequestHandler, Response } from 'express';
import type { LeadInput } from '@csec/contracts';
import { createValidationPipe } from '../../common/http/validation.pipe';
import { ValidationFailedException } from '../../common/http/validation-failed.exception';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { CreateLeadDto } from '../../leads/dto/create-lead.dto';
import type { LeadsService } from '../../leads/leads.service';
import { renderRegistrationPage, type RegistrationValues, type RegistrationView } from './registration-page';

const FIELDS = ['name', 'organisation', 'jobTitle', 'email', 'phone', 'interest', 'message', 'consent', 'website'] as const;

/**
 * /forms/registration (mounted there): GET shows the form, POST checks it with the same DTO and
 * rules as POST /api/leads and stores it through LeadsService. A sent form answers 303 to
 * ?sent=1, so a reload never sends it twice; a refused one is the form again with its messages.
 */
export function registrationFormHandler(leads: LeadsService): RequestHandler {
  const pipe = createValidationPipe();

  const send = (res: Response, status: number, view: Omit<RegistrationView, 'interests'>) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.type('html').send(renderRegistrationPage({ interests: leads.registrationInterests(), ...view }));
  };

  const submit = async (req: Request, res: Response) => {
    const values = formValues(req.body);
    try {
      const dto = (await pipe.transform(leadInput(values), { type: 'body', metatype: CreateLeadDto })) as CreateLeadDto;
      await leads.submit(dto, req.ip);
      res.redirect(303, `${req.baseUrl}?sent=1`);
    } catch (error) {
      if (error instanceof ValidationFailedException) return send(res, 400, { values, errors: error.errors });
      if (error instanceof TooManyRequestsException) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
        return send(res, 429, { values, alert: error.message });
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
function formValues(body: unknown): RegistrationValues & { website?: string } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The form's fields as POST /api/leads takes them: empty optional fields are absent, the ticked box is consent. */
function leadInput(values: RegistrationValues & { website?: string }): LeadInput {
  const optional = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    kind: 'registration',
    name: values.name ?? '',
    organisation: values.organisation ?? '',
    jobTitle: optional(values.jobTitle),
    email: values.email ?? '',
    phone: optional(values.phone),
    interest: optional(values.interest),
    message: optional(values.message),
    consent: values.consent === 'on',
    website: values.website ?? '',
  };
}
