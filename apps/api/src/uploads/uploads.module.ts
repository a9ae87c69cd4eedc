import { Module } from '@nestjs/common';
import { CoverImagesService } from './cover-images.service';
import { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController],
  providers: [{ provide: ImageStorage, useClass: LocalImageStorage }, CoverImagesService, UploadsService],
  exports: [ImageStorage, CoverImagesService],
})
export class UploadsModule {}
