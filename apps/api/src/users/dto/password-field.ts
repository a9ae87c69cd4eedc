import { ValidateBy, ValidationOptions } from 'class-validator';
import { isCommonPassword } from '../common-passwords';

/**
 * Refuses a new password that is one of the 10,000 most common (any case). For the DTOs that
 * set a password only, never for the login; non-strings are left to @IsString.
 */
export function IsNotCommonPassword(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isNotCommonPassword', validator: { validate: (value) => typeof value !== 'string' || !isCommonPassword(value) } }, options);
}

/** The OpenAPI description of a password being set. */
export const PASSWORD_DESCRIPTION = 'Refused when it is one of the 10,000 most common passwords (compared ignoring case).';
