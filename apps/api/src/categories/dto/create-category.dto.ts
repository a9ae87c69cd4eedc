import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { API_MESSAGES, CATEGORY_LIMITS, CATEGORY_TEXTS } from '@csec/contracts';
import { trimText } from '../../common/http/trim';

export class CreateCategoryDto {
  @ApiProperty({ example: 'Research', maxLength: CATEGORY_LIMITS.nameMax })
  @Transform(trimText)
  @IsString({ message: API_MESSAGES.categoryNameRequired })
  @IsNotEmpty({ message: API_MESSAGES.categoryNameRequired })
  @MaxLength(CATEGORY_LIMITS.nameMax, { message: CATEGORY_TEXTS.nameTooLong })
  name!: string;

  @ApiProperty({ example: 'Research notes from our labs', maxLength: CATEGORY_LIMITS.descriptionMax })
  @Transform(trimText)
  @IsString({ message: API_MESSAGES.categoryDescriptionRequired })
  @IsNotEmpty({ message: API_MESSAGES.categoryDescriptionRequired })
  @MaxLength(CATEGORY_LIMITS.descriptionMax, { message: CATEGORY_TEXTS.descriptionTooLong })
  description!: string;
}
