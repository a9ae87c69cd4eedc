import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf, type ValidationArguments } from 'class-validator';
import { LEAD_KINDS, LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_PATTERN, PRODUCT_NAMES, type LeadInput, type LeadKind } from '@csec/contracts';

type TransformArgs = { value: unknown };

/** Required text: trimmed; anything else is left for @IsString to refuse. */
const trim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() : value);

/** Optional text: trimmed, and '' (or only spaces) counts as not given. */
const optionalText = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() || undefined : value);

/** For a value of the wrong type in an optional field (the forms never send one). */
const mustBeText = (field: string) => `${field} must be text`;

/**
 * POST /api/leads: what the registration form (/forms/registration) and the contact form send.
 * Whether a registration's interest is the current event or a product depends on the
 * configuration (CURRENT_EVENT), so LeadsService checks that once these rules pass.
 */
export class CreateLeadDto implements LeadInput {
  @ApiProperty({ enum: LEAD_KINDS, enumName: 'LeadKind', example: 'registration' })
  @IsIn(LEAD_KINDS, { message: LEAD_MESSAGES.kindInvalid })
  kind!: LeadKind;

  @ApiProperty({ maxLength: LEAD_LIMITS.nameMax, example: 'Rina Wijaya' })
  @Transform(trim)
  @IsString({ message: LEAD_MESSAGES.nameRequired })
  @IsNotEmpty({ message: LEAD_MESSAGES.nameRequired })
  @MaxLength(LEAD_LIMITS.nameMax, { message: LEAD_MESSAGES.nameMax })
  name!: string;

  @ApiProperty({ maxLength: LEAD_LIMITS.organisationMax, example: 'Ministry of Communication' })
  @Transform(trim)
  @IsString({ message: LEAD_MESSAGES.organisationRequired })
  @IsNotEmpty({ message: LEAD_MESSAGES.organisationRequired })
  @MaxLength(LEAD_LIMITS.organisationMax, { message: LEAD_MESSAGES.organisationMax })
  organisation!: string;

  @ApiPropertyOptional({ maxLength: LEAD_LIMITS.jobTitleMax, example: 'Head of IT Security' })
  @Transform(optionalText)
  @IsOptional()
  @IsString({ message: mustBeText('jobTitle') })
  @MaxLength(LEAD_LIMITS.jobTitleMax, { message: LEAD_MESSAGES.jobTitleMax })
  jobTitle?: string;

  @ApiProperty({ maxLength: LEAD_LIMITS.emailMax, example: 'rina@example.go.id' })
  @Transform(trim)
  @IsEmail({}, { message: LEAD_MESSAGES.emailInvalid })
  @MaxLength(LEAD_LIMITS.emailMax, { message: LEAD_MESSAGES.emailInvalid })
  email!: string;

  @ApiPropertyOptional({
    maxLength: LEAD_LIMITS.phoneMax,
    pattern: LEAD_PHONE_PATTERN.source,
    description: 'Digits, spaces and + ( ) - . /, with at least 5 digits',
    example: '+62 21 5081 1234',
  })
  @Transform(optionalText)
  @IsOptional()
  @IsString({ message: LEAD_MESSAGES.phoneInvalid })
  @Matches(LEAD_PHONE_PATTERN, { message: LEAD_MESSAGES.phoneInvalid })
  @MaxLength(LEAD_LIMITS.phoneMax, { message: LEAD_MESSAGES.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({
    maxLength: LEAD_LIMITS.interestMax,
    description: `For a registration: the current event (CURRENT_EVENT) or one of the products (${PRODUCT_NAMES.join(', ')}). For a contact: free text.`,
    example: 'CSEC Defense',
  })
  @Transform(optionalText)
  @IsOptional()
  @IsString({ message: LEAD_MESSAGES.interestInvalid })
  @MaxLength(LEAD_LIMITS.interestMax, { message: LEAD_MESSAGES.interestMax })
  interest?: string;

  @ApiPropertyOptional({ maxLength: LEAD_LIMITS.messageMax, description: "Required when kind is 'contact'", example: 'Please send us a quote.' })
  @Transform(optionalText)
  @ValidateIf((lead: CreateLeadDto) => lead.kind === 'contact' || lead.message != null)
  @IsString({
    message: ({ object }: ValidationArguments) => ((object as CreateLeadDto).kind === 'contact' ? LEAD_MESSAGES.messageRequired : mustBeText('message')),
  })
  @IsNotEmpty({ message: LEAD_MESSAGES.messageRequired })
  @MaxLength(LEAD_LIMITS.messageMax, { message: LEAD_MESSAGES.messageMax })
  message?: string;

  @ApiProperty({ type: Boolean, description: 'Must be true: the visitor agrees to be contacted about the request', example: true })
  @Equals(true, { message: LEAD_MESSAGES.consentRequired })
  consent!: boolean;

  @ApiPropertyOptional({
    type: String,
    description: 'Honeypot: hidden from people, so always left empty by them. When filled, the answer is the same 201 but nothing is stored.',
  })
  @IsOptional()
  website?: string;
}
