import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from './validation-failed.exception';

/** Global pipe: strips unknown fields, converts query strings, answers with the spec's texts. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
  });
}
