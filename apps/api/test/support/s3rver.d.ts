/** s3rver 3.7 ships no types: the part of its API the specs use (README "Class: S3rver"). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port, which run() answers */
    port?: number;
    /** where the buckets are kept on disk */
    directory: string;
    silent?: boolean;
    /** removes every bucket's data when the server closes */
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
