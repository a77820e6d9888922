/** A WAV file's PCM samples and format, as read from its RIFF header. */
export interface WavAudio {
  /** 1 = integer PCM, 3 = IEEE float, 0xfffe = extensible (the real format is in its sub-format). */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** The `data` chunk: the samples, interleaved by channel. */
  samples: Uint8Array;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

/**
 * Reads a RIFF/WAVE file (chunks in any order, odd-sized chunks padded, unknown chunks skipped).
 * Returns null when it is not a WAV with a `fmt ` and a `data` chunk. A browser that could not
 * know the final length writes 0 or 0xffffffff as the data size; the data then runs to the end.
 */
export function parseWav(bytes: Uint8Array): WavAudio | null {
  if (bytes.byteLength < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return null;
  let offset = 12;
  let fmt: Omit<WavAudio, 'samples'> | null = null;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.byteLength) return null;
      let format = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
      if (format === WAVE_FORMAT_EXTENSIBLE && size >= 40 && body + 26 <= bytes.byteLength) format = view.getUint16(body + 24, true);
      fmt = { format, channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bitsPerSample: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!fmt) return null;
      const end = size === 0 || size === 0xffffffff ? bytes.byteLength : Math.min(body + size, bytes.byteLength);
      return { ...fmt, samples: bytes.subarray(body, end) };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** Whether the audio is what Transcribe's `pcm` encoding means: signed 16-bit little-endian, one channel. */
export function isPcm16Mono(wav: WavAudio): boolean {
  return wav.format === WAVE_FORMAT_PCM && wav.bitsPerSample === 16 && wav.channels === 1;
}

function ascii(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
}
