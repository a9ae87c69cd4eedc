import { CreateCategoryDto } from './create-category.dto';

/** A rename and a new description are one save: both fields, checked as when adding. */
export class UpdateCategoryDto extends CreateCategoryDto {}
