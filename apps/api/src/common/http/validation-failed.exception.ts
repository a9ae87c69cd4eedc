import { BadRequestException, ValidationError } from '@nestjs/common';
import { API_MESSAGES, type ErrorCode } from '@csec/contracts';

/** 400 with one message per field; `message` is the first of them so a toast can show it. */
export class ValidationFailedException extends BadRequestException {
  constructor(
    readonly errors: Record<string, string>,
    readonly code: ErrorCode = 'validation.failed',
  ) {
    super(Object.values(errors)[0] ?? API_MESSAGES.validationFailed);
  }

  static fromValidationErrors(validationErrors: ValidationError[]): ValidationFailedException {
    const errors: Record<string, string> = {};
    const visit = (list: ValidationError[], prefix: string) => {
      for (const error of list) {
        const field = prefix + error.property;
        const messages = Object.values(error.constraints ?? {});
        // class-validator reports constraints in reverse declaration order; the first declared reads best.
        if (messages.length > 0) errors[field] = messages[messages.length - 1];
        if (error.children?.length) visit(error.children, `${field}.`);
      }
    };
    visit(validationErrors, '');
    return new ValidationFailedException(errors);
  }
}
