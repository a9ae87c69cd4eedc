import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@csec/contracts';

const LANGUAGE_REFUSED = `lang must be one of: ${SITE_LANGUAGES.join(', ')}`;

/** `lang`: the language whose posts a call reads (slugs are unique per language); English when absent. */
export function LanguageParam(description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: SITE_LANGUAGES, default: DEFAULT_LANGUAGE, description })(target, key);
    IsOptional()(target, key);
    IsIn(SITE_LANGUAGES, { message: LANGUAGE_REFUSED })(target, key);
  };
}

/** `?lang=` of the calls that find a post by its slug. */
export class LanguageQuery {
  @LanguageParam("The post's language: its slug is looked up among that language's posts")
  lang: SiteLanguage = DEFAULT_LANGUAGE;
}
