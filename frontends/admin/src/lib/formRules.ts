import { CATEGORY_LIMITS, PASSWORD_MAX, PASSWORD_MIN, TITLE_MAX, TWO_FACTOR, USERNAME_MAX, USERNAME_MIN } from '@csec/contracts';
import type { FormRule } from 'antd';
import { i18n } from '../i18n/i18n';
import type { TextKey } from '../i18n/translation';
import { isContentEmpty } from './blogForm';

/** The forms' rules, built from the limits and the spec's messages in libs/contracts (spec section 5). */

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A rule whose message is read when the field is checked (antd copies a rule then), so the rules
 * stay constants and still speak the language the dashboard has at that moment.
 */
export function says<Rule extends object>(rule: Rule, key: TextKey): Rule & { message: string } {
  return Object.defineProperty({ ...rule }, 'message', { enumerable: true, get: () => i18n.t(key) }) as Rule & { message: string };
}

/** A custom check's refusal, in the dashboard's language. */
const refuse = (key: TextKey) => Promise.reject(new Error(i18n.t(key)));

const email: FormRule[] = [says({ required: true, pattern: /@/ }, 'validation.emailRequired')];

export const loginRules = {
  email,
  // the API answers an empty password with the same text
  password: [says({ required: true }, 'validation.passwordMin')] satisfies FormRule[],
};

export const userRules = {
  username: [
    says({ required: true, whitespace: true }, 'validation.usernameMin'),
    says({ transform: trim, min: USERNAME_MIN }, 'validation.usernameMin'),
    says({ transform: trim, max: USERNAME_MAX }, 'validation.usernameMax'),
  ] satisfies FormRule[],
  email,
  // The list of common passwords stays on the server; its refusal comes back as the field's error.
  password: [
    says({ required: true, min: PASSWORD_MIN }, 'validation.passwordMin'),
    says({ max: PASSWORD_MAX }, 'apiMessages.passwordMax'),
  ] satisfies FormRule[],
  confirmation: [
    says({ required: true }, 'validation.confirmationRequired'),
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => (!value || value === getFieldValue('password') ? Promise.resolve() : refuse('validation.confirmationMismatch')),
    }),
  ] satisfies FormRule[],
  role: [says({ required: true }, 'validation.roleRequired')] satisfies FormRule[],
};

/** A code from the authenticator app or a recovery code (login, turning two-factor login on and off). */
export const twoFactorRules = {
  code: [
    says({ required: true, whitespace: true }, 'apiMessages.codeRequired'),
    // the API's own limit and text
    says({ max: TWO_FACTOR.codeMax }, 'apiMessages.totpInvalid'),
  ] satisfies FormRule[],
};

/**
 * A category's name and description: both required, and each says why in the API's own words. The
 * spec marked them invalid without a message; staff could not tell what was wrong (issue: categories).
 */
export const categoryRules = {
  name: [
    says({ required: true, whitespace: true }, 'apiMessages.categoryNameRequired'),
    says({ transform: trim, max: CATEGORY_LIMITS.nameMax }, 'apiMessages.categoryNameTooLong'),
  ] satisfies FormRule[],
  description: [
    says({ required: true, whitespace: true }, 'apiMessages.categoryDescriptionRequired'),
    says({ transform: trim, max: CATEGORY_LIMITS.descriptionMax }, 'apiMessages.categoryDescriptionTooLong'),
  ] satisfies FormRule[],
  /** Optional: empty shows the English text on the Indonesian pages. */
  indonesianName: [says({ transform: trim, max: CATEGORY_LIMITS.nameMax }, 'apiMessages.categoryNameTooLong')] satisfies FormRule[],
  indonesianDescription: [says({ transform: trim, max: CATEGORY_LIMITS.descriptionMax }, 'apiMessages.categoryDescriptionTooLong')] satisfies FormRule[],
};

/** What a post needs to be saved (a title) and, only when publishing, to be published. */
export function blogRules(publishing: () => boolean) {
  const forPublish = (key: TextKey, empty: (value: unknown) => boolean): FormRule => ({
    validator: (_rule, value: unknown) => (publishing() && empty(value) ? refuse(key) : Promise.resolve()),
  });
  return {
    title: [
      says({ required: true, whitespace: true }, 'validation.titleRequired'),
      // the API's text for the same limit
      says({ transform: trim, max: TITLE_MAX }, 'blog.titleMax'),
    ] satisfies FormRule[],
    categoryId: [forPublish('validation.categoryRequiredToPublish', (value) => value === null || value === undefined)],
    content: [forPublish('validation.contentRequiredToPublish', (value) => typeof value !== 'string' || isContentEmpty(value))],
    cover: [forPublish('validation.coverRequiredToPublish', (value) => !value)],
  };
}
