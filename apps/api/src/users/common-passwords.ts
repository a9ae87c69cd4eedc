/*
 * common-passwords.json: the 10,000 most common passwords, most common first, lower-cased,
 * deduplicated, order kept. It is the first 10,000 entries of src/passwords.json of
 * @zxcvbn-ts/language-common 4.1.3 (https://github.com/zxcvbn-ts/zxcvbn), which zxcvbn derived
 * from public password-leak frequency lists. Checked here, offline; nothing is sent anywhere.
 *
 * Its licence (MIT), as the package ships it:
 *
 * Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.
 * Copyright (c) 2021 @zxcvbn-ts
 *
 * Permission is hereby granted, free of charge, to any person obtaining
 * a copy of this software and associated documentation files (the
 * "Software"), to deal in the Software without restriction, including
 * without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to
 * permit persons to whom the Software is furnished to do so, subject to
 * the following conditions:
 *
 * The above copyright notice and this permission notice shall be
 * included in all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
 * EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
 * MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
 * LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION
 * OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
 * WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */
import commonPasswords from './common-passwords.json';

/** Loaded once, when the module is first required. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords);

/** How many passwords are refused as too common. */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/**
 * Whether a new password is one of the 10,000 most common, ignoring case ('PassWord123' is
 * 'password123'). Only for passwords being set: logging in never consults the list, so an
 * account whose password was set before this rule keeps working.
 */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
