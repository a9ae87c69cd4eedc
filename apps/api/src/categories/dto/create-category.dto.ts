import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { API_MESSAGES } from '@csec/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateCategoryDto {
  @ApiProperty({ example: 'Research', maxLength: 60 })
  @Transform(trim)
  @IsString({ message: API_MESSAGES.categoryNameRequired })
  @IsNotEmpty({ message: API_MESSAGES.categoryNameRequired })
  @MaxLength(60, { message: 'Category name must be at most 60 characters long' })
  name!: string;

  @ApiProperty({ example: 'Research notes from our labs', maxLength: 500 })
  @Transform(trim)
  @IsString({ message: API_MESSAGES.categoryDescriptionRequired })
  @IsNotEmpty({ message: API_MESSAGES.categoryDescriptionRequired })
  @MaxLength(500, { message: 'Category description must be at most 500 characters long' })
  description!: string;
}
