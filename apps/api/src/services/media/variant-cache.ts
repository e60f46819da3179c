import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** How a rendition was obtained: from disk, encoded by this request, or awaited from another request's encode. */
export type CacheSource = 'hit' | 'miss' | 'shared';

export interface CachedFile {
  bytes: Buffer;
  source: CacheSource;
}

/** Runs at most `limit` tasks at once; the rest wait in order. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** ENOTDIR: something that is not a folder sits where the image's folder should be; the write will report it. */
function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Encoded renditions on disk, one file per key. A file appears only complete (written to a temporary
 * name, then renamed, which is atomic on one file system), and concurrent requests for the same
 * missing key share one encode through the in-flight map.
 */
export class VariantCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly limiter: Limiter;

  constructor(
    readonly directory: string,
    maxParallelEncodes: number,
    /** A rendition that cannot be written is still served; the failure is only reported here. */
    private readonly onWriteError: (error: unknown, path: string) => void = () => undefined,
  ) {
    this.limiter = new Limiter(maxParallelEncodes);
  }

  /** `key` is a relative path made by the caller from validated parts only (never raw input). */
  pathOf(key: string): string {
    return join(this.directory, key);
  }

  async get(key: string, produce: () => Promise<Buffer>): Promise<CachedFile> {
    const pending = this.inFlight.get(key);
    if (pending) return { bytes: await pending, source: 'shared' };

    const path = this.pathOf(key);
    const cached = await readIfPresent(path);
    if (cached) return { bytes: cached, source: 'hit' };

    // Another request may have started the encode while this one was reading the disk.
    const started = this.inFlight.get(key);
    if (started) return { bytes: await started, source: 'shared' };

    const work = this.limiter.run(async () => {
      // …or finished it entirely: then the file is there now.
      const written = await readIfPresent(path);
      if (written) return written;
      const bytes = await produce();
      await this.write(path, bytes).catch((error: unknown) => this.onWriteError(error, path));
      return bytes;
    });
    this.inFlight.set(key, work);
    try {
      return { bytes: await work, source: 'miss' };
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async write(path: string, bytes: Buffer) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
