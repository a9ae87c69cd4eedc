import * as crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { StorageConfig } from '../config/app-config';
import { ImageStorage, STORED_NAME, StoredImage } from './image-storage';
import { CACHE_IMMUTABLE } from '../common/http/cache-control';
import { contentTypeOf } from './upload-headers';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/**
 * How long connecting to the bucket's server may take. Without it an unreachable host (a firewall
 * that drops packets) holds every /uploads request for the OS's TCP timeout, minutes; with it the
 * request fails in seconds and is answered 503. Reading a body has no time limit: a slow visitor's
 * download holds its bucket connection as long as it takes.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** What serving a stored object needs to know about it; `body` is absent for HEAD. */
export interface StoredObject {
  body: Readable | undefined;
  length: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A browser's conditional request, passed on to the bucket, which compares with what it holds. */
export interface ObjectConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

export type OpenedObject = { status: 'found'; object: StoredObject } | { status: 'not-modified' } | { status: 'missing' };

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, SeaweedFS, Garage, R2...): each stored name is
 * an object key at the bucket's top level, so /uploads/<name> and the bucket agree on names and a
 * copy of DATA_DIR/uploads is a plain upload of its files (uploads:to-s3).
 */
export class S3ImageStorage extends ImageStorage implements OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      // undefined: the SDK's own chain (environment, profile, instance or task role).
      credentials: config.credentials,
      forcePathStyle: config.forcePathStyle,
      // The SDK adds CRC32 checksums to every upload by default (since 3.729) and checks them on
      // downloads; servers other than AWS S3 (s3rver, older MinIO, Ceph, R2 at times) refuse the
      // extra headers or the aws-chunked body, or store them in the object. Only operations that
      // require a checksum get one; the bytes are still covered by the SigV4 payload hash.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
    });
  }

  async save(bytes: Buffer, extension: 'png' | 'jpg'): Promise<StoredImage> {
    // A random UUID is never reused, so an object is never overwritten and is served as immutable. The
    // put is not made conditional (IfNoneMatch: '*'): s3rver ignores the header, and S3-compatible
    // servers that predate AWS's conditional writes (2024) answer it 501; the name alone guarantees it.
    const filename = `${crypto.randomUUID()}.${extension}`;
    await this.put(filename, bytes);
    return { url: this.urlOf(filename), filename };
  }

  async saveDerived(filename: string, bytes: Buffer): Promise<StoredImage> {
    // A PUT is atomic in S3: readers get the old object or the whole new one, never part of it.
    await this.put(filename, bytes);
    return { url: this.urlOf(filename), filename };
  }

  async read(filename: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(filename) }));
      if (!answer.Body) return Buffer.alloc(0);
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(filename: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(filename) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    return [...(await this.sizes()).keys()];
  }

  /**
   * Every stored name with its size in bytes, a page of up to 1000 at a time; keys that are no stored
   * name (in folders, other tools' files) are left out.
   */
  async sizes(): Promise<Map<string, number>> {
    const sizes = new Map<string, number>();
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const { Key, Size } of page.Contents ?? []) if (Key !== undefined && STORED_NAME.test(Key)) sizes.set(Key, Size ?? 0);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return sizes;
  }

  /**
   * The object behind /uploads/<name>, for serving: streamed (GET) or only described (HEAD). The
   * browser's conditions go to the bucket, which answers 304 without sending the bytes.
   */
  async open(filename: string, { head = false, ...conditions }: { head?: boolean } & ObjectConditions = {}): Promise<OpenedObject> {
    const input = { Bucket: this.bucket, Key: this.keyOf(filename), IfNoneMatch: conditions.ifNoneMatch, IfModifiedSince: conditions.ifModifiedSince };
    try {
      if (head) {
        const answer = await this.client.send(new HeadObjectCommand(input));
        return { status: 'found', object: { body: undefined, length: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified } };
      }
      const answer = await this.client.send(new GetObjectCommand(input));
      // In Node the SDK answers the body as the HTTP response itself (an IncomingMessage).
      if (!(answer.Body instanceof Readable)) throw new Error(`The bucket's answer for ${filename} is not a Node stream`);
      return { status: 'found', object: { body: answer.Body, length: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified } };
    } catch (error) {
      // The SDK treats every status of 300 or more as an error, 304 included.
      if (httpStatusOf(error) === 304) return { status: 'not-modified' };
      if (isMissing(error)) return { status: 'missing' };
      throw error;
    }
  }

  /** Closes the client's pooled connections (Nest calls it when the application closes). */
  onApplicationShutdown(): void {
    this.client.destroy();
  }

  private async put(filename: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(filename),
        Body: bytes,
        ContentLength: bytes.length,
        // For whoever reads the bucket directly (S3_PUBLIC_URL, a CDN): the same headers /uploads sends.
        ContentType: contentTypeOf(filename),
        CacheControl: CACHE_IMMUTABLE,
      }),
    );
  }

  private keyOf(filename: string): string {
    if (!STORED_NAME.test(filename)) throw new Error(`Not a stored image name: ${JSON.stringify(filename)}`);
    return filename;
  }
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/**
 * No such object: GetObject says NoSuchKey; HeadObject has no body to say anything in, so the SDK
 * names its bare 404 NotFound. A missing bucket (NoSuchBucket) is a broken setting, not a missing file.
 */
export function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return httpStatusOf(error) === 404 && name !== 'NoSuchBucket';
}
