import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DASHBOARD_LANGUAGE_MESSAGES, DASHBOARD_LANGUAGES, type DashboardLanguage } from '@csec/contracts';

export class UpdateLanguageDto {
  @ApiProperty({ enum: DASHBOARD_LANGUAGES, example: 'id', description: "The dashboard's language for this account" })
  @IsIn(DASHBOARD_LANGUAGES, { message: DASHBOARD_LANGUAGE_MESSAGES.languageInvalid })
  language!: DashboardLanguage;
}
