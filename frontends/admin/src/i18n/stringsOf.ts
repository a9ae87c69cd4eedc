/** The plain texts of a contracts text group, without its functions (those become interpolated texts in en.ts). */
export type StringsOf<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };

export function stringsOf<T extends object>(texts: T): StringsOf<T> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string')) as StringsOf<T>;
}
