// Writing a file into R2 a part at a time, across several invocations if need be. R2's multipart
// rules: every part but the last the same size, at least 5 MiB; the last no bigger. One part is held
// in memory; when an invocation stops before the file ends, the unfinished part is kept in R2 under
// a key of its own (named by the cursor that points at it, so a slice that is run again after a
// crash reads the tail it started from, never the one it was writing).

export const PART_BYTES = 5 * 1024 * 1024;

/** Where a file being written stands between invocations (kept in D1 by the build). */
export interface PartsState {
  uploadId: string | null;
  parts: R2UploadedPart[];
  /** The R2 key of the unfinished part, or null when it is empty. */
  tailKey: string | null;
  /** Bytes written so far, the tail's included. */
  bytes: number;
}

export const NO_PARTS: PartsState = { uploadId: null, parts: [], tailKey: null, bytes: 0 };

export class PartWriter {
  private buffer = new Uint8Array(PART_BYTES);
  private filled = 0;
  private upload: R2MultipartUpload | null;
  private readonly parts: R2UploadedPart[];
  private bytes: number;
  private readonly encoder = new TextEncoder();
  /** R2 operations this writer made (the build logs them; an invocation may make only so many). */
  operations = 0;

  private constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    private readonly httpMetadata: R2HTTPMetadata,
    state: PartsState,
  ) {
    this.upload = state.uploadId ? bucket.resumeMultipartUpload(key, state.uploadId) : null;
    this.parts = [...state.parts];
    this.bytes = state.bytes;
  }

  /** A writer of `key` carrying on from `state`: the tail it names is read back into memory. */
  /** Bytes written so far, across invocations. */
  get written(): number {
    return this.bytes;
  }

  static async resume(bucket: R2Bucket, key: string, httpMetadata: R2HTTPMetadata, state: PartsState): Promise<PartWriter> {
    const writer = new PartWriter(bucket, key, httpMetadata, state);
    if (state.tailKey) {
      const tail = await bucket.get(state.tailKey);
      writer.operations += 1;
      if (!tail) throw new Error(`the unfinished part ${state.tailKey} is missing`);
      const bytes = new Uint8Array(await tail.arrayBuffer());
      writer.buffer.set(bytes);
      writer.filled = bytes.byteLength;
    }
    return writer;
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    const value = typeof chunk === 'string' ? this.encoder.encode(chunk) : chunk;
    this.bytes += value.byteLength;
    let offset = 0;
    while (offset < value.byteLength) {
      const take = Math.min(PART_BYTES - this.filled, value.byteLength - offset);
      this.buffer.set(value.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === PART_BYTES) {
        if (!this.upload) {
          this.upload = await this.bucket.createMultipartUpload(this.key, { httpMetadata: this.httpMetadata });
          this.operations += 1;
        }
        this.parts.push(await this.upload.uploadPart(this.parts.length + 1, this.buffer));
        this.operations += 1;
        this.buffer = new Uint8Array(PART_BYTES);
        this.filled = 0;
      }
    }
  }

  /** Stops for now: the unfinished part goes to R2 under `tailKey`; what to carry on from. */
  async suspend(tailKey: string): Promise<PartsState> {
    if (this.filled > 0) {
      await this.bucket.put(tailKey, this.buffer.subarray(0, this.filled));
      this.operations += 1;
    }
    return { uploadId: this.upload?.uploadId ?? null, parts: this.parts, tailKey: this.filled > 0 ? tailKey : null, bytes: this.bytes };
  }

  /** The file is whole: one put when it fits one part, else the last part and the upload completed. */
  async complete(): Promise<R2Object> {
    this.operations += 1;
    if (!this.upload) return this.bucket.put(this.key, this.buffer.subarray(0, this.filled), { httpMetadata: this.httpMetadata });
    if (this.filled > 0) {
      this.parts.push(await this.upload.uploadPart(this.parts.length + 1, this.buffer.subarray(0, this.filled)));
      this.operations += 1;
    }
    return this.upload.complete(this.parts);
  }

  async abort(): Promise<void> {
    await this.upload?.abort().catch(() => undefined);
  }
}

/** Writes a whole stream to `key` in one go: one put when it fits one part, else a multipart upload. */
export async function streamToR2(bucket: R2Bucket, key: string, body: ReadableStream<Uint8Array>, httpMetadata: R2HTTPMetadata): Promise<R2Object> {
  const writer = await PartWriter.resume(bucket, key, httpMetadata, NO_PARTS);
  try {
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) await writer.write(read.value);
    return await writer.complete();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
