import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wavFile } from './wav-fixture';
import { isPcm16Mono, parseWav } from './wav';

const samples = new Uint8Array([1, 2, 3, 4, 5, 6]);

test('a canonical 16-bit mono WAV gives its rate and exactly its data bytes', () => {
  const wav = parseWav(wavFile(samples, { sampleRate: 22050 }))!;
  assert.deepEqual({ ...wav, samples: [...wav.samples] }, { format: 1, channels: 1, sampleRate: 22050, bitsPerSample: 16, samples: [1, 2, 3, 4, 5, 6] });
  assert.equal(isPcm16Mono(wav), true);
});

test('unknown chunks (odd-sized ones padded) are skipped before data', () => {
  const plain = wavFile(samples);
  const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([3, 0, 0, 0, 9, 9, 9, 0]));
  const file = new Uint8Array([...plain.subarray(0, 36), ...list, ...plain.subarray(36)]);
  assert.deepEqual([...parseWav(file)!.samples], [1, 2, 3, 4, 5, 6]);
});

test('a streaming writer\'s unknown data size (0 or 0xffffffff) reads to the end of the file', () => {
  for (const size of [0, 0xffffffff]) {
    const file = wavFile(samples);
    new DataView(file.buffer).setUint32(40, size, true);
    assert.equal(parseWav(file)!.samples.byteLength, 6);
  }
});

test('stereo, 8-bit, float or non-WAV input is not Transcribe PCM', () => {
  assert.equal(isPcm16Mono(parseWav(wavFile(samples, { channels: 2 }))!), false);
  assert.equal(isPcm16Mono(parseWav(wavFile(samples, { bitsPerSample: 8 }))!), false);
  assert.equal(isPcm16Mono(parseWav(wavFile(samples, { formatTag: 3, bitsPerSample: 32 }))!), false);
  assert.equal(parseWav(new TextEncoder().encode('\x1aE\xdf\xa3 webm bytes here')), null);
  assert.equal(parseWav(wavFile(samples).subarray(0, 30)), null);
});
