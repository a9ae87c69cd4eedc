import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
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

  @ApiPropertyOptional({
    example: 'Riset',
    maxLength: CATEGORY_LIMITS.nameMax,
    description: "The name on the Indonesian pages; absent or '' shows the English name",
  })
  @IsOptional()
  @Transform(trimText)
  @IsString({ message: 'indonesianName must be text' })
  @MaxLength(CATEGORY_LIMITS.nameMax, { message: CATEGORY_TEXTS.nameTooLong })
  indonesianName?: string;

  @ApiPropertyOptional({
    maxLength: CATEGORY_LIMITS.descriptionMax,
    description: "The description on the Indonesian pages; absent or '' shows the English one",
  })
  @IsOptional()
  @Transform(trimText)
  @IsString({ message: 'indonesianDescription must be text' })
  @MaxLength(CATEGORY_LIMITS.descriptionMax, { message: CATEGORY_TEXTS.descriptionTooLong })
  indonesianDescription?: string;
}
