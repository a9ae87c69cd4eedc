import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CoverImagesService } from './cover-images.service';
import { ImageStorage } from './image-storage';
import { imageStorageFor } from './image-storage-driver';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController],
  providers: [
    // Local disk or an S3-compatible bucket, by STORAGE_DRIVER; everything else only knows ImageStorage.
    { provide: ImageStorage, useFactory: (config: AppConfig) => imageStorageFor(config), inject: [APP_CONFIG] },
    CoverImagesService,
    UploadsService,
  ],
  exports: [ImageStorage, CoverImagesService],
})
export class UploadsModule {}
