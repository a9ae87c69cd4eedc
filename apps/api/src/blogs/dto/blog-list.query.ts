import type { SiteLanguage } from '@csec/contracts';
import { PageQuery } from '../../common/http/pagination';
import { LanguageParam } from './language.query';

/** `?page=&query=&language=` of the staff post list. */
export class BlogListQuery extends PageQuery {
  @LanguageParam('Only posts in this language; both when absent')
  language?: SiteLanguage;
}
