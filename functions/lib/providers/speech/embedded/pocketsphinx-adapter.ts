import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { SPEECH_MAX_SECONDS } from '../../../../../shared/api/speech';
import { AudioUnreadableError, SpeechFailedError, SpeechUnavailableError } from '../errors';
import type { SpeechPort, TranscriptionResult } from '../port';
import { ffmpegArgs, inputExtension, parseHypothesis, pocketsphinxArgs } from './commands';
import { FOOD_GRAMMAR, grammarWords, restrictDictionary } from './food-grammar';

/** Debian's pocketsphinx-en-us (`apt-get install pocketsphinx pocketsphinx-en-us ffmpeg`). */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxOptions {
  /** Folder holding `en-us/` (acoustic model) and `cmudict-en-us.dict`. */
  modelDir?: string;
  /** Where to look for `ffmpeg` and `pocketsphinx_continuous`; default: the PATH. */
  searchPath?: string;
  ffmpegTimeoutMs?: number;
  decodeTimeoutMs?: number;
  /** Where each request's temporary folder is made; default: the OS temp folder. */
  tempRoot?: string;
}

/**
 * The embedded speech engine (local runtime only): CMU pocketsphinx 0.8/5prealpha's
 * `pocketsphinx_continuous` with the US English model and the food grammar, after ffmpeg converts
 * the recording. Available only while both programs and the model are installed, checked on each
 * request; otherwise every call is SPEECH_UNAVAILABLE. Each request works in its own temporary
 * folder, removed afterwards; both processes run under time limits (together well inside the
 * gateway's 30 s).
 */
export function pocketsphinxSpeechAdapter(options: PocketsphinxOptions = {}): SpeechPort {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const acousticModel = join(modelDir, 'en-us');
  const fullDictionary = join(modelDir, 'cmudict-en-us.dict');
  const ffmpegTimeoutMs = options.ffmpegTimeoutMs ?? 10_000;
  const decodeTimeoutMs = options.decodeTimeoutMs ?? 15_000;
  const programs = () => {
    const ffmpeg = findExecutable('ffmpeg', options.searchPath);
    const decoder = findExecutable('pocketsphinx_continuous', options.searchPath);
    const modelPresent = existsSync(join(acousticModel, 'mdef')) && existsSync(fullDictionary);
    return ffmpeg && decoder && modelPresent ? { ffmpeg, decoder } : undefined;
  };

  return {
    get available() {
      return programs() !== undefined;
    },
    languages: ['en'],
    async transcribe(audio, { mimeType }): Promise<TranscriptionResult> {
      const found = programs();
      if (!found) throw new SpeechUnavailableError();
      const dictionary = await foodDictionary(fullDictionary);
      const dir = await mkdtemp(join(options.tempRoot ?? tmpdir(), 'forksure-speech-'));
      try {
        const input = join(dir, `input.${inputExtension(mimeType)}`);
        const wav = join(dir, 'speech-16k.wav');
        const files = { wav, acousticModel, grammar: join(dir, 'food.gram'), dictionary: join(dir, 'food.dict'), log: join(dir, 'decoder.log') };
        await Promise.all([writeFile(input, audio), writeFile(files.grammar, FOOD_GRAMMAR), writeFile(files.dictionary, dictionary)]);

        const converted = await run(found.ffmpeg, ffmpegArgs(input, wav, SPEECH_MAX_SECONDS), ffmpegTimeoutMs);
        if (converted.timedOut) throw new SpeechFailedError(new Error(`ffmpeg took over ${ffmpegTimeoutMs} ms`));
        if (converted.failed) throw new AudioUnreadableError(new Error(`ffmpeg could not decode the ${mimeType} recording: ${converted.stderr.trim()}`));

        const decoded = await run(found.decoder, pocketsphinxArgs(files), decodeTimeoutMs);
        if (decoded.failed || decoded.timedOut) {
          const log = await readFile(files.log, 'utf8').catch(() => '');
          const why = decoded.timedOut ? `took over ${decodeTimeoutMs} ms` : `failed: ${lastLines(log || decoded.stderr)}`;
          throw new SpeechFailedError(new Error(`pocketsphinx_continuous ${why}`));
        }
        return { text: parseHypothesis(decoded.stdout), language: 'en' };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The first `name` on the search path that exists, as a full path. */
export function findExecutable(name: string, searchPath = process.env.PATH ?? ''): string | undefined {
  return searchPath
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find((file) => existsSync(file));
}

const dictionaries = new Map<string, Promise<string>>();

/** The dictionary restricted to the grammar's words, built once per process from the model's. */
function foodDictionary(fullDictionary: string): Promise<string> {
  let built = dictionaries.get(fullDictionary);
  if (!built) {
    built = readFile(fullDictionary, 'utf8').then((text) => {
      const { text: restricted, missing } = restrictDictionary(text, grammarWords(FOOD_GRAMMAR));
      if (missing.length > 0) throw new SpeechFailedError(new Error(`No pronunciation for grammar words: ${missing.join(', ')}`));
      return restricted;
    });
    built.catch(() => dictionaries.delete(fullDictionary));
    dictionaries.set(fullDictionary, built);
  }
  return built;
}

interface RunResult {
  stdout: string;
  stderr: string;
  failed: boolean;
  timedOut: boolean;
}

/** Runs a program without a shell, killed after `timeoutMs`; never rejects. */
function run(file: string, args: string[], timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      const timedOut = error !== null && (error as { killed?: boolean }).killed === true;
      resolve({ stdout, stderr, failed: error !== null, timedOut });
    });
  });
}

function lastLines(text: string, count = 3): string {
  return text.trim().split('\n').slice(-count).join(' | ');
}
