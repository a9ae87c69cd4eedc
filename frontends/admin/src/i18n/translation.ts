import type { ParseKeys } from 'i18next';
import type { en } from './en';

/** The shape of en.ts with every text a string: what each language's resources must fill. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export type Translation = Texts<typeof en>;

/** A key of the dashboard's texts (the default namespace), checked by the compiler. */
export type TextKey = ParseKeys;
