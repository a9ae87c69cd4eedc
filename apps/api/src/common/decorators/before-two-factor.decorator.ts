import { SetMetadata } from '@nestjs/common';

export const BEFORE_TWO_FACTOR_KEY = 'beforeTwoFactor';

/**
 * Reachable by an account whose role must use two-factor login (REQUIRE_2FA_ROLES) before it has
 * turned it on: just enough to see who it is, set it up, and log out.
 */
export const BeforeTwoFactor = () => SetMetadata(BEFORE_TWO_FACTOR_KEY, true);
