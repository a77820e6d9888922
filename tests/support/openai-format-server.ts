import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local HTTP server speaking the OpenAI chat-completions wire format (`POST /v1/chat/completions`,
 * Bearer key, `response_format: { type: 'json_schema', json_schema: { name, strict, schema } }`), so
 * the OpenAI adapter runs through the real `openai` client: request serialisation, retries, error
 * classes, timeouts. It checks what the real API checks for a strict structured-output request (an
 * object schema whose objects all list every property as required and set `additionalProperties:
 * false`) and answers in the real response and error shapes.
 *
 * Scenarios: `ok` (a plausible menu or review analysis shaped by the request's schema), `malformed`
 * (content that is not JSON), `invalid-shape` (JSON that ignores the schema), `refusal`, `slow`
 * (answers after `slowMs`, to hit the caller's time budget), `rate-limited` (429 with the real error
 * body and headers), `server-error` (500).
 *
 * Programmatic use: `const ai = await start({ scenario: 'ok' }); OPENAI_BASE_URL = ai.url;
 * ai.setScenario('server-error'); ai.queue('server-error', 'ok'); await ai.close();` (`queue`: the next requests
 * take those scenarios in turn; `setAnswer(json)`: what `ok` answers instead of the sample). Command line (for a separate process):
 * `tsx tests/support/openai-format-server.ts --scenario=server-error --port=4010`.
 */
export const OPENAI_SCENARIOS = ['ok', 'malformed', 'invalid-shape', 'refusal', 'slow', 'rate-limited', 'server-error'] as const;
export type OpenAiScenario = (typeof OPENAI_SCENARIOS)[number];

export interface ChatRequest {
  /** The Authorization header as sent ("Bearer sk-..."). */
  authorization: string | undefined;
  /** The parsed JSON body. */
  body: ChatRequestBody;
}

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: JsonSchema } };
  [key: string]: unknown;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  [key: string]: unknown;
}

export interface OpenAiFormatServer {
  /** Base URL for the client (`baseURL` / `OPENAI_BASE_URL`), ending in `/v1`. */
  url: string;
  /** Every chat-completions request received, in order (including refused ones). */
  requests: ChatRequest[];
  setScenario(scenario: OpenAiScenario): void;
  readonly scenario: OpenAiScenario;
  /** The next requests take these scenarios, one each, before the current scenario applies again. */
  queue(...scenarios: OpenAiScenario[]): void;
  /** The JSON the ok and slow scenarios answer instead of the sample (undefined: the sample again). */
  setAnswer(answer: unknown): void;
  close(): Promise<void>;
}

export interface StartOptions {
  scenario?: OpenAiScenario;
  /** Delay of the `slow` scenario (default 60 s: beyond any budget of ours). */
  slowMs?: number;
  /** Port to listen on (default: a free one). */
  port?: number;
}

export const MODEL_SNAPSHOT_SUFFIX = '-2024-07-18';

/** A menu as a model would plausibly answer for a Thai place (the ok scenario). */
const SAMPLE_MENU = {
  items: [
    { name: 'Pad Thai', ingredients: ['rice noodles', 'shrimp', 'egg', 'peanuts', 'bean sprouts', 'tamarind', 'fish sauce', 'lime'], price: '$14.00', calories: 720 },
    { name: 'Green Curry with Chicken', ingredients: ['chicken', 'coconut milk', 'green curry paste', 'Thai eggplant', 'basil', 'fish sauce'], price: '$16.00', calories: 650 },
    { name: 'Tom Yum Soup', ingredients: ['shrimp', 'lemongrass', 'galangal', 'kaffir lime leaves', 'mushrooms', 'chili', 'lime'], price: '$9.50', calories: 210 },
    { name: 'Fresh Spring Rolls', ingredients: ['rice paper', 'tofu', 'lettuce', 'mint', 'carrot', 'peanut sauce'], price: '$8.00', calories: 320 },
    { name: 'Mango Sticky Rice', ingredients: ['glutinous rice', 'mango', 'coconut milk', 'sugar', 'sesame seeds'], price: null, calories: 480 },
  ],
};

/** A review analysis as a model would plausibly answer (the ok scenario). */
const SAMPLE_ANALYSIS = {
  whatPeopleLove: ['Generous portions of flavourful curries', 'Friendly, attentive staff', 'Good value for the price'],
  areasForImprovement: ['Long waits for a table at weekends', 'The dining room gets noisy'],
};

const ERRORS = {
  unauthorized: {
    status: 401,
    body: { error: { message: 'You didn\'t provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).', type: 'invalid_request_error', param: null, code: null } },
  },
  rateLimited: (model: string) => ({
    status: 429,
    headers: {
      'x-ratelimit-limit-requests': '500',
      'x-ratelimit-remaining-requests': '0',
      'x-ratelimit-reset-requests': '120ms',
      'x-ratelimit-limit-tokens': '200000',
      'x-ratelimit-remaining-tokens': '0',
      'x-ratelimit-reset-tokens': '20s',
    },
    body: {
      error: {
        message: `Rate limit reached for ${model} in organization org-forksuretest on tokens per min (TPM): Limit 200000, Used 200000, Requested 812. Please try again in 20s. Visit https://platform.openai.com/account/rate-limits to learn more.`,
        type: 'tokens',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
  }),
  serverError: {
    status: 500,
    body: { error: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null } },
  },
  badRequest: (message: string, param: string | null) => ({
    status: 400,
    body: { error: { message, type: 'invalid_request_error', param, code: null } },
  }),
};

export async function start(options: StartOptions = {}): Promise<OpenAiFormatServer> {
  let scenario: OpenAiScenario = options.scenario ?? 'ok';
  const slowMs = options.slowMs ?? 60_000;
  const requests: ChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let answerOverride: unknown;
  const queued: OpenAiScenario[] = [];
  const okContent = (schema: JsonSchema | undefined) => JSON.stringify(answerOverride === undefined ? sampleFor(schema) : answerOverride);

  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => handle(req, res, raw))
      .catch(() => send(res, 500, ERRORS.serverError.body));
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      send(res, 404, { error: { message: `Invalid URL (${req.method} ${path})`, type: 'invalid_request_error', param: null, code: null } });
      return;
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      send(res, 400, { error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error', param: null, code: null } });
      return;
    }
    requests.push({ authorization: req.headers.authorization, body });
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return sendError(res, ERRORS.unauthorized);
    const invalid = checkRequest(body);
    if (invalid) return sendError(res, ERRORS.badRequest(invalid.message, invalid.param));

    const schemaFormat = body.response_format?.json_schema;
    switch (queued.shift() ?? scenario) {
      case 'rate-limited':
        return sendError(res, ERRORS.rateLimited(body.model));
      case 'server-error':
        return sendError(res, ERRORS.serverError);
      case 'refusal':
        return send(res, 200, completion(body.model, { content: null, refusal: "I'm sorry, but I can't help with that request." }));
      case 'malformed':
        return send(res, 200, completion(body.model, { content: '{"items": [{"name": "Pad Thai", "ingredients": ["rice noodles", "shr', finishReason: 'length' }));
      case 'invalid-shape':
        return send(res, 200, completion(body.model, { content: JSON.stringify({ dishes: 'Pad Thai, Green Curry', summary: 42 }) }));
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send(res, 200, completion(body.model, { content: okContent(schemaFormat?.schema) }));
        }, slowMs);
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'ok':
        return send(res, 200, completion(body.model, { content: okContent(schemaFormat?.schema) }));
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScenario: (next) => {
      scenario = next;
    },
    get scenario() {
      return scenario;
    },
    queue: (...next) => {
      queued.push(...next);
    },
    setAnswer: (answer) => {
      answerOverride = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function requestId(): string {
  return `req_${randomBytes(16).toString('hex')}`;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-request-id': requestId(),
    'openai-processing-ms': '412',
    'openai-version': '2020-10-01',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: { status: number; body: unknown; headers?: Record<string, string> }): void {
  send(res, error.status, error.body, error.headers);
}

/** The checks the real API makes on a structured-output request (as 400 invalid_request_error). */
function checkRequest(body: ChatRequestBody): { message: string; param: string | null } | undefined {
  if (typeof body.model !== 'string' || !body.model) return { message: "you must provide a model parameter", param: null };
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return { message: "[] is too short - 'messages'", param: 'messages' };
  }
  for (const [i, message] of body.messages.entries()) {
    if (!['system', 'developer', 'user', 'assistant'].includes(message?.role)) {
      return { message: `Invalid value: '${String(message?.role)}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`, param: `messages[${i}].role` };
    }
  }
  const format = body.response_format;
  if (format === undefined) return undefined;
  if (format.type !== 'json_schema') return undefined;
  const jsonSchema = format.json_schema;
  if (!jsonSchema || typeof jsonSchema.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(jsonSchema.name)) {
    return { message: "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.", param: 'response_format.json_schema.name' };
  }
  if (jsonSchema.strict) {
    if (jsonSchema.schema?.type !== 'object') {
      return { message: `Invalid schema for response_format '${jsonSchema.name}': schema must be a JSON Schema of 'type: "object"', got 'type: "${String(jsonSchema.schema?.type)}"'.`, param: 'response_format' };
    }
    const problem = strictProblem(jsonSchema.schema, []);
    if (problem) return { message: `Invalid schema for response_format '${jsonSchema.name}': ${problem}`, param: 'response_format' };
  }
  return undefined;
}

/** Strict mode: every object sets additionalProperties false and lists every property as required. */
function strictProblem(schema: JsonSchema, path: string[]): string | undefined {
  const context = `In context=(${path.map((p) => `'${p}'`).join(', ')})`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object')) {
    if (schema.additionalProperties !== false) return `${context}, 'additionalProperties' is required to be supplied and to be false.`;
    const properties = Object.keys(schema.properties ?? {});
    const required = schema.required ?? [];
    const missing = properties.find((p) => !required.includes(p));
    if (missing) return `${context}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const problem = strictProblem(child, [...path, 'properties', key]);
      if (problem) return problem;
    }
  }
  if (schema.items) return strictProblem(schema.items, [...path, 'items']);
  for (const [i, option] of (schema.anyOf ?? []).entries()) {
    const problem = strictProblem(option, [...path, 'anyOf', String(i)]);
    if (problem) return problem;
  }
  return undefined;
}

/** The ok answer: the sample menu or analysis when the schema asks for one, shaped to the schema. */
function sampleFor(schema: JsonSchema | undefined): unknown {
  if (!schema) return { answer: 'ok' };
  const properties = schema.properties ?? {};
  if ('items' in properties) return conform(SAMPLE_MENU, schema);
  if ('whatPeopleLove' in properties) return conform(SAMPLE_ANALYSIS, schema);
  return conform(undefined, schema);
}

/** Keeps the sample's values the schema allows, drops the rest and fills what the schema requires. */
function conform(value: unknown, schema: JsonSchema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.anyOf) {
    const nonNull = schema.anyOf.find((option) => option.type !== 'null');
    return value === null && schema.anyOf.some((o) => o.type === 'null') ? null : conform(value, nonNull ?? {});
  }
  if (value === null && types.includes('null')) return null;
  if (schema.enum) return schema.enum.includes(value) ? value : schema.enum[0];
  if (types.includes('object')) {
    const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, conform(source[key], child)]));
  }
  if (types.includes('array')) {
    const list = Array.isArray(value) ? value : [undefined];
    return list.map((item) => conform(item, schema.items ?? {}));
  }
  if (types.includes('string')) return typeof value === 'string' ? value : 'example';
  if (types.includes('integer')) return typeof value === 'number' ? Math.round(value) : 1;
  if (types.includes('number')) return typeof value === 'number' ? value : 1;
  if (types.includes('boolean')) return typeof value === 'boolean' ? value : true;
  return value ?? null;
}

function completion(model: string, answer: { content: string | null; refusal?: string; finishReason?: 'stop' | 'length' }) {
  const completionTokens = Math.ceil((answer.content ?? answer.refusal ?? '').length / 4);
  return {
    id: `chatcmpl-${randomBytes(15).toString('base64url')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model.includes('-20') ? model : `${model}${MODEL_SNAPSHOT_SUFFIX}`,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: answer.content, refusal: answer.refusal ?? null, annotations: [] },
        logprobs: null,
        finish_reason: answer.finishReason ?? 'stop',
      },
    ],
    usage: {
      prompt_tokens: 412,
      completion_tokens: completionTokens,
      total_tokens: 412 + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_forksure01',
  };
}

// Command line: `tsx tests/support/openai-format-server.ts --scenario=ok --port=4010 [--slow-ms=25000]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const requested = arg('scenario') ?? 'ok';
  if (!(OPENAI_SCENARIOS as readonly string[]).includes(requested)) {
    console.error(`Unknown scenario ${requested}; one of ${OPENAI_SCENARIOS.join(', ')}.`);
    process.exit(2);
  }
  const server = await start({
    scenario: requested as OpenAiScenario,
    port: arg('port') ? Number(arg('port')) : undefined,
    slowMs: arg('slow-ms') ? Number(arg('slow-ms')) : undefined,
  });
  console.log(`OpenAI-format server (${server.scenario}) at ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
