import { ApiProperty } from '@nestjs/swagger';

export class TwoFactorStatusDto {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Unused recovery codes left (0 while two-factor login is off)' }) recoveryCodesLeft!: number;
  @ApiProperty({ description: "True when the account's role must use two-factor login (REQUIRE_2FA_ROLES)" }) required!: boolean;
}

export class TwoFactorStatusResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: TwoFactorStatusDto }) data!: TwoFactorStatusDto;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'Base32 secret, for typing into an app that cannot scan' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/CSEC:rina%40csec.co.id?secret=...&issuer=CSEC' }) otpauthUrl!: string;
  @ApiProperty({ description: 'The otpauth URL as a QR code, a PNG data URL' }) qrCode!: string;
}

export class TwoFactorSetupResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: TwoFactorSetupDto }) data!: TwoFactorSetupDto;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
  @ApiProperty({ type: [String], description: 'Ten one-time recovery codes, shown this once' }) data!: string[];
}
