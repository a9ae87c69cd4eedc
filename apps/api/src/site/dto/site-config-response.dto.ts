import { ApiProperty } from '@nestjs/swagger';

class SiteRemotesDto {
  @ApiProperty({ example: '/remotes/public-site/mf-manifest.json' }) publicSite!: string;
  @ApiProperty({ example: '/remotes/admin/mf-manifest.json' }) admin!: string;
}

class SiteContactDto {
  @ApiProperty({ example: 'admin@csec.co.id' }) email!: string;
  @ApiProperty({ example: '+62 21 5081 1234' }) phone!: string;
  @ApiProperty() address!: string;
}

class SiteConfigDto {
  @ApiProperty({ type: SiteRemotesDto, description: 'Entry URLs (mf-manifest.json) of the Module Federation remotes' })
  remotes!: SiteRemotesDto;
  @ApiProperty({ description: 'Address of the external form embedded on /form' }) formUrl!: string;
  @ApiProperty({ description: 'Address of the map embedded on /contact' }) mapUrl!: string;
  @ApiProperty({ type: SiteContactDto }) contact!: SiteContactDto;
  @ApiProperty({ example: 'Asia/Jakarta', description: 'IANA time zone the site shows dates in' }) timeZone!: string;
}

export class SiteConfigResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: SiteConfigDto }) data!: SiteConfigDto;
}
