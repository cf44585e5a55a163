/** Picture uploads one instance takes at once: reading their bodies (at most AVATAR_MAX_BYTES each) or decoding. */
export const IMAGE_UPLOADS_AT_ONCE = 4;
/**
 * Decodes at once: one. A 40-megapixel picture takes about 50 MB while libvips decodes and shrinks it, and
 * decodes on several of libuv's threads at once left their memory behind in each thread's malloc arena, which is
 * what took an instance from 215 MB to 714 MB under 64 uploads (see bench/results/avatar-memory.md).
 */
export const IMAGE_DECODES_AT_ONCE = 1;
/** What a refused upload is told to wait: about the time the uploads ahead of it take to decode. */
export const IMAGE_RETRY_AFTER_SECONDS = 2;

export type ImageWork = {
  /**
   * Takes a place for one upload, before its body is read, or returns undefined when every place is taken (the
   * caller answers 503 with Retry-After). The returned function gives the place back; calling it twice is harmless.
   */
  admit: () => (() => void) | undefined;
  /** Runs one decode when no other is running; the others wait in order (at most the admitted uploads). */
  decode: <T>(task: () => Promise<T>) => Promise<T>;
  /** Uploads admitted and decodes running now: for tests and the shutdown log. */
  load: () => { admitted: number; decoding: number };
};

/** The bounded picture work of one instance: a few uploads admitted, one decode at a time among them. */
export function createImageWork({
  uploadsAtOnce = IMAGE_UPLOADS_AT_ONCE,
  decodesAtOnce = IMAGE_DECODES_AT_ONCE,
} = {}): ImageWork {
  let admitted = 0;
  let decoding = 0;
  const waiting: (() => void)[] = [];

  const admit = () => {
    if (admitted >= uploadsAtOnce) return undefined;
    admitted += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      admitted -= 1;
    };
  };

  const decode = async <T>(task: () => Promise<T>) => {
    if (decoding >= decodesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    else decoding += 1;
    try {
      return await task();
    } finally {
      // Hand the place straight to the next in line, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else decoding -= 1;
    }
  };

  return { admit, decode, load: () => ({ admitted, decoding }) };
}
