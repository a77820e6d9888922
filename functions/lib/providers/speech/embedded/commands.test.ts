import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ffmpegArgs, inputExtension, parseHypothesis, pocketsphinxArgs } from './commands';

test('ffmpeg converts any input to 16 kHz mono 16-bit WAV, capped in length, never reading stdin', () => {
  assert.deepEqual(ffmpegArgs('/t/in.webm', '/t/out.wav', 60), [
    '-nostdin', '-hide_banner', '-loglevel', 'error',
    '-i', '/t/in.webm', '-t', '60', '-vn', '-ac', '1', '-ar', '16000', '-sample_fmt', 's16', '-f', 'wav', '-y', '/t/out.wav',
  ]);
});

test('each accepted container gets the extension ffmpeg expects', () => {
  assert.deepEqual(
    (['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'] as const).map(inputExtension),
    ['webm', 'ogg', 'm4a', 'wav'],
  );
});

test('pocketsphinx decodes the WAV with the food grammar, its dictionary, the tuned penalty and a log file', () => {
  const args = pocketsphinxArgs({ wav: '/t/a.wav', acousticModel: '/m/en-us', grammar: '/t/food.gram', dictionary: '/t/food.dict', log: '/t/ps.log' });
  assert.deepEqual(args, ['-infile', '/t/a.wav', '-hmm', '/m/en-us', '-jsgf', '/t/food.gram', '-dict', '/t/food.dict', '-wip', '1e-3', '-logfn', '/t/ps.log']);
});

test('hypotheses of several utterances are joined; fillers and pronunciation marks are dropped', () => {
  assert.equal(parseHypothesis('vegan pizza\nnear me\n'), 'vegan pizza near me');
  assert.equal(parseHypothesis('<s> wheat(2) [NOISE] free (NULL) pasta <sil>\n'), 'wheat free pasta');
  assert.equal(parseHypothesis('\n\n'), '');
});
