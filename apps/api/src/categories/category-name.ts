import type { SiteLanguage } from '@csec/contracts';
import type { CategoryView } from '../common/views/api-views';

/** A category's name on the pages of `language`: the Indonesian one where it is set, else the English name. */
export function categoryNameIn(category: Pick<CategoryView, 'name' | 'indonesianName'>, language: SiteLanguage): string {
  return language === 'id' && category.indonesianName ? category.indonesianName : category.name;
}
