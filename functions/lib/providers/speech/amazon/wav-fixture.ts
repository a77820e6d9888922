/** A WAV file for tests: `samples` raw bytes behind a canonical 44-byte header. */
export function wavFile(samples: Uint8Array, format: { sampleRate?: number; channels?: number; bitsPerSample?: number; formatTag?: number } = {}): Uint8Array {
  const { sampleRate = 16000, channels = 1, bitsPerSample = 16, formatTag = 1 } = format;
  const bytes = new Uint8Array(44 + samples.byteLength);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.byteLength, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, formatTag, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, (sampleRate * channels * bitsPerSample) / 8, true);
  view.setUint16(32, (channels * bitsPerSample) / 8, true);
  view.setUint16(34, bitsPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, samples.byteLength, true);
  bytes.set(samples, 44);
  return bytes;
}
