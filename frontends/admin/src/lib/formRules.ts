import {
  API_MESSAGES,
  CATEGORY_LIMITS,
  CATEGORY_TEXTS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SECURITY_MESSAGES,
  TITLE_MAX,
  TWO_FACTOR,
  USERNAME_MAX,
  USERNAME_MIN,
  VALIDATION,
} from '@csec/contracts';
import type { FormRule } from 'antd';
import { isContentEmpty } from './blogForm';

/** The forms' rules, built from the limits and the spec's messages in libs/contracts (spec section 5). */

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const email: FormRule[] = [{ required: true, pattern: /@/, message: VALIDATION.emailRequired }];

export const loginRules = {
  email,
  // the API answers an empty password with the same text
  password: [{ required: true, message: VALIDATION.passwordMin }] satisfies FormRule[],
};

export const userRules = {
  username: [
    { required: true, whitespace: true, message: VALIDATION.usernameMin },
    { transform: trim, min: USERNAME_MIN, message: VALIDATION.usernameMin },
    { transform: trim, max: USERNAME_MAX, message: VALIDATION.usernameMax },
  ] satisfies FormRule[],
  email,
  // The list of common passwords stays on the server; its refusal comes back as the field's error.
  password: [
    { required: true, min: PASSWORD_MIN, message: VALIDATION.passwordMin },
    { max: PASSWORD_MAX, message: API_MESSAGES.passwordMax },
  ] satisfies FormRule[],
  confirmation: [
    { required: true, message: VALIDATION.confirmationRequired },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(VALIDATION.confirmationMismatch)),
    }),
  ] satisfies FormRule[],
  role: [{ required: true, message: VALIDATION.roleRequired }] satisfies FormRule[],
};

/** A code from the authenticator app or a recovery code (login, turning two-factor login on and off). */
export const twoFactorRules = {
  code: [
    { required: true, whitespace: true, message: SECURITY_MESSAGES.codeRequired },
    // the API's own limit and text
    { max: TWO_FACTOR.codeMax, message: SECURITY_MESSAGES.totpInvalid },
  ] satisfies FormRule[],
};

/**
 * A category's name and description: both required, and each says why in the API's own words. The
 * spec marked them invalid without a message; staff could not tell what was wrong (issue: categories).
 */
export const categoryRules = {
  name: [
    { required: true, whitespace: true, message: API_MESSAGES.categoryNameRequired },
    { transform: trim, max: CATEGORY_LIMITS.nameMax, message: CATEGORY_TEXTS.nameTooLong },
  ] satisfies FormRule[],
  description: [
    { required: true, whitespace: true, message: API_MESSAGES.categoryDescriptionRequired },
    { transform: trim, max: CATEGORY_LIMITS.descriptionMax, message: CATEGORY_TEXTS.descriptionTooLong },
  ] satisfies FormRule[],
};

/** What a post needs to be saved (a title) and, only when publishing, to be published. */
export function blogRules(publishing: () => boolean) {
  const forPublish = (message: string, empty: (value: unknown) => boolean): FormRule => ({
    validator: (_rule, value: unknown) => (publishing() && empty(value) ? Promise.reject(new Error(message)) : Promise.resolve()),
  });
  return {
    title: [
      { required: true, whitespace: true, message: VALIDATION.titleRequired },
      // the API's text for the same limit
      { transform: trim, max: TITLE_MAX, message: `Title must be at most ${TITLE_MAX} characters long` },
    ] satisfies FormRule[],
    categoryId: [forPublish(VALIDATION.categoryRequiredToPublish, (value) => value === null || value === undefined)],
    content: [forPublish(VALIDATION.contentRequiredToPublish, (value) => typeof value !== 'string' || isContentEmpty(value))],
    cover: [forPublish(VALIDATION.coverRequiredToPublish, (value) => !value)],
  };
}
