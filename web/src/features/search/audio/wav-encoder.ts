/**
 * Recorded Web Audio samples to a WAV file: what Amazon Transcribe streams (16-bit PCM) and what
 * the local engine converts like any other recording. Pure, so it is tested without a browser.
 */

/** The rate speech engines are trained on; higher rates only cost upload bytes. */
export const SPEECH_SAMPLE_RATE = 16000;
const WAV_HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** How many seconds of 16-bit mono audio at `sampleRate` fit in `maxBytes` of WAV. */
export function wavSecondsWithin(maxBytes: number, sampleRate = SPEECH_SAMPLE_RATE): number {
  return Math.floor((maxBytes - WAV_HEADER_BYTES) / (sampleRate * BYTES_PER_SAMPLE));
}

/**
 * Mono Float32 chunks (-1..1) recorded at `inputRate` to a 16-bit PCM mono WAV at `outputRate`
 * (downsampled by averaging each output sample's span when the input is faster; never upsampled).
 * Samples outside -1..1 are clipped.
 */
export function encodeWav(chunks: readonly Float32Array[], inputRate: number, outputRate = SPEECH_SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const rate = Math.min(inputRate, outputRate);
  const samples = resample(concat(chunks), inputRate, rate);
  const bytes = new Uint8Array(WAV_HEADER_BYTES + samples.length * BYTES_PER_SAMPLE);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // integer PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * BYTES_PER_SAMPLE, true); // bytes per second
  view.setUint16(32, BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 8 * BYTES_PER_SAMPLE, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * BYTES_PER_SAMPLE, true);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(WAV_HEADER_BYTES + i * BYTES_PER_SAMPLE, Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), true);
  }
  return bytes;
}

function concat(chunks: readonly Float32Array[]): Float32Array {
  const all = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}

function resample(samples: Float32Array, inputRate: number, outputRate: number): Float32Array {
  if (inputRate === outputRate) return samples;
  const ratio = inputRate / outputRate;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.min(samples.length, Math.max(start + 1, Math.floor((i + 1) * ratio)));
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j]!;
    out[i] = sum / (end - start);
  }
  return out;
}
