import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeWav, wavSecondsWithin } from './wav-encoder';

const header = (wav: Uint8Array) => {
  const view = new DataView(wav.buffer);
  const ascii = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    fmt: ascii(12),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bits: view.getUint16(34, true),
    data: ascii(36),
    dataSize: view.getUint32(40, true),
  };
};
const samplesOf = (wav: Uint8Array) => Array.from({ length: (wav.length - 44) / 2 }, (_, i) => new DataView(wav.buffer).getInt16(44 + 2 * i, true));

test('chunks at 16 kHz become one canonical 16-bit PCM mono WAV, clipped to the 16-bit range', () => {
  const wav = encodeWav([Float32Array.of(0, 0.5, -0.5), Float32Array.of(1, -1, 2, -3)], 16000);
  assert.deepEqual(header(wav), {
    riff: 'RIFF', riffSize: 36 + 14, wave: 'WAVE', fmt: 'fmt ', format: 1, channels: 1, sampleRate: 16000, byteRate: 32000, blockAlign: 2, bits: 16, data: 'data', dataSize: 14,
  });
  assert.deepEqual(samplesOf(wav), [0, 16384, -16384, 32767, -32768, 32767, -32768]);
});

test('a 48 kHz recording is averaged down to 16 kHz; a slower one keeps its own rate', () => {
  const wav = encodeWav([Float32Array.of(0.3, 0.3, 0.3, -0.6, 0, 0, 0.9)], 48000);
  assert.equal(header(wav).sampleRate, 16000);
  assert.deepEqual(samplesOf(wav), [Math.round(0.3 * 0x7fff), Math.round(-0.2 * 0x8000)]);
  assert.equal(header(encodeWav([Float32Array.of(0.1, 0.2)], 8000)).sampleRate, 8000);
});

test('no samples is a valid empty WAV', () => {
  const wav = encodeWav([], 16000);
  assert.equal(wav.length, 44);
  assert.equal(header(wav).dataSize, 0);
});

test('the upload cap decides how long a WAV recording may be: 32 s of 16 kHz in 1 MiB', () => {
  assert.equal(wavSecondsWithin(1024 * 1024), 32);
  assert.equal(wavSecondsWithin(44 + 32000 * 5), 5);
});
