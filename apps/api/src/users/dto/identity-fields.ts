import { ValidateBy, ValidationOptions } from 'class-validator';
import { hasInvisibleOrControl, normalizeEmail, trimSpace } from '../identity';

/** Refuses strings a reader cannot fully see (zero-width, bidi controls, ...); non-strings are left to @IsString/@IsEmail. */
export function HasNoInvisibleCharacters(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'hasNoInvisibleCharacters', validator: { validate: (value) => typeof value !== 'string' || !hasInvisibleOrControl(value) } },
    options,
  );
}

type TransformArgs = { value: unknown };

/** Trims Unicode white space only, so a trailing U+FEFF is refused rather than silently dropped. */
export const trimName = ({ value }: TransformArgs) => (typeof value === 'string' ? trimSpace(value) : value);

export const toNormalizedEmail = ({ value }: TransformArgs) => (typeof value === 'string' ? normalizeEmail(value) : value);

/** For updates: '' (or only spaces) means "unchanged", like null. */
export const trimNameOrNull = ({ value }: TransformArgs) => {
  if (typeof value !== 'string') return value;
  return trimSpace(value) || null;
};

export const toNormalizedEmailOrNull = ({ value }: TransformArgs) => {
  if (typeof value !== 'string') return value;
  return normalizeEmail(value) || null;
};
