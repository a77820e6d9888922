import { createServer, type IncomingHttpHeaders, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { EventStreamCodec, type Message, type MessageHeaders } from '@smithy/core/event-streams';

/**
 * A local Amazon Transcribe streaming endpoint for tests (plain HTTP/2, h2c): it decodes the
 * SigV4-signed event stream the SDK sends (each frame an envelope with :date and :chunk-signature
 * whose body is the AudioEvent message; an empty envelope ends the stream) and answers with the
 * events `respond` returns, encoded as Transcribe's event-stream frames.
 */
export interface TranscribeCall {
  headers: IncomingHttpHeaders;
  /** The AudioEvent messages, unwrapped from their signed envelopes. */
  audioEvents: Message[];
  /** Every envelope's headers (:date, :chunk-signature), the final empty one included. */
  envelopes: MessageHeaders[];
}

export type TranscribeAnswer =
  | { kind: 'events'; events: { Transcript: { Results: { IsPartial: boolean; Alternatives: { Transcript: string }[] }[] } }[] }
  | { kind: 'exception'; name: string; message: string }
  | { kind: 'hang' };

export interface TranscribeWireServer {
  endpoint: string;
  calls: TranscribeCall[];
  close(): Promise<void>;
}

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString('utf8'),
  (text) => new Uint8Array(Buffer.from(text, 'utf8')),
);

const text = (value: string) => ({ type: 'string' as const, value });

export async function startTranscribeWireServer(respond: (call: TranscribeCall) => TranscribeAnswer): Promise<TranscribeWireServer> {
  const calls: TranscribeCall[] = [];
  const streams = new Set<ServerHttp2Stream>();
  const server = createServer();
  server.on('stream', (stream, headers) => {
    streams.add(stream);
    stream.on('close', () => streams.delete(stream));
    const call: TranscribeCall = { headers, audioEvents: [], envelopes: [] };
    calls.push(call);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.respond({ ':status': 200, 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-request-id': 'test-request' });
    stream.on('end', () => {
      let rest = Buffer.concat(chunks);
      while (rest.byteLength >= 4) {
        const length = rest.readUInt32BE(0);
        const envelope = codec.decode(rest.subarray(0, length));
        rest = rest.subarray(length);
        call.envelopes.push(envelope.headers);
        if (envelope.body.byteLength > 0) call.audioEvents.push(codec.decode(envelope.body));
      }
      const answer = respond(call);
      if (answer.kind === 'hang') return;
      if (answer.kind === 'exception') {
        const headers = { ':message-type': text('exception'), ':exception-type': text(answer.name), ':content-type': text('application/json') };
        stream.end(codec.encode({ headers, body: Buffer.from(JSON.stringify({ Message: answer.message })) }));
        return;
      }
      for (const event of answer.events) {
        const headers = { ':message-type': text('event'), ':event-type': text('TranscriptEvent'), ':content-type': text('application/json') };
        stream.write(codec.encode({ headers, body: Buffer.from(JSON.stringify(event)) }));
      }
      stream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        for (const stream of streams) stream.close();
        server.close(() => resolve());
      }),
  };
}
