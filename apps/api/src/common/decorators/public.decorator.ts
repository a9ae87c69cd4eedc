import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/** Opens a route to visitors without a token; every other route needs one. The API document gives it `security: []`. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
