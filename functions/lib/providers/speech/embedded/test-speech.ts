import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findExecutable } from './pocketsphinx-adapter';

/**
 * Test support: spoken phrases made with espeak-ng (US English voice) and encoded by ffmpeg as a
 * browser's MediaRecorder would send them (webm/opus; Safari's mp4/aac). Tests use it only when
 * the tools exist.
 */
export const SPEECH_TOOLS = ['espeak-ng', 'ffmpeg', 'pocketsphinx_continuous'] as const;

/** The tools missing on this machine (a test may skip, naming them, only when this is not empty). */
export function missingSpeechTools(): string[] {
  return SPEECH_TOOLS.filter((tool) => !findExecutable(tool));
}

export type TestAudioFormat = 'webm' | 'ogg' | 'm4a' | 'wav';

export function synthesizeSpeech(phrase: string, format: TestAudioFormat = 'webm'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-tts-'));
  try {
    const spoken = join(dir, 'spoken.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-w', spoken, phrase], { stdio: 'ignore', timeout: 10_000 });
    if (format === 'wav') return readFileSync(spoken);
    const encoded = join(dir, `encoded.${format}`);
    const codec = format === 'm4a' ? ['-c:a', 'aac'] : ['-c:a', 'libopus', '-b:a', '32k'];
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', spoken, ...codec, '-y', encoded], { stdio: 'ignore', timeout: 10_000 });
    return readFileSync(encoded);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Two seconds of digital silence as webm/opus. */
export function silentRecording(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-tts-'));
  try {
    const encoded = join(dir, 'silence.webm');
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '2', '-c:a', 'libopus', '-y', encoded], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    return readFileSync(encoded);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
