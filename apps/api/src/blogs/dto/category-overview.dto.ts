import { ApiProperty } from '@nestjs/swagger';
import { CategoryViewDto } from '../../categories/dto/category-response.dto';

export class CategoryOverviewItemDto extends CategoryViewDto {
  @ApiProperty({ description: 'Posts in any state that use the category; while above 0 it cannot be deleted' }) posts!: number;
  @ApiProperty({ description: 'Published posts in the category; at 0 the public site does not list it' }) published!: number;
}

export class CategoryOverviewResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [CategoryOverviewItemDto] }) data!: CategoryOverviewItemDto[];
}
