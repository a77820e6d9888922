import * as z from 'zod';

/**
 * The shapes of the operations the public /cognito door takes (cognito-endpoint.ts), checked before
 * cognito-local sees them: it assumes AWS's own validation ran and fails with a TypeError (a 500) on
 * a number or list where a string belongs. A wrong shape answers as Cognito does,
 * `InvalidParameterException`, naming the field. Unknown members are ignored, as AWS ignores them.
 */
const text = z.string();
const stringMap = z.record(z.string(), z.string());

const OPERATIONS: Record<string, z.ZodType> = {
  InitiateAuth: z.looseObject({
    ClientId: text,
    AuthFlow: text,
    AuthParameters: stringMap.optional(),
    ClientMetadata: stringMap.optional(),
    Session: text.optional(),
  }),
  GetTokensFromRefreshToken: z.looseObject({ ClientId: text, RefreshToken: text, ClientSecret: text.optional(), ClientMetadata: stringMap.optional() }),
  GlobalSignOut: z.looseObject({ AccessToken: text }),
  RevokeToken: z.looseObject({ ClientId: text, Token: text, ClientSecret: text.optional() }),
};

/** The auth parameters each flow needs (AWS: "Missing required parameter USERNAME"). */
const FLOW_PARAMETERS: Record<string, readonly string[]> = {
  USER_PASSWORD_AUTH: ['USERNAME', 'PASSWORD'],
  REFRESH_TOKEN_AUTH: ['REFRESH_TOKEN'],
  REFRESH_TOKEN: ['REFRESH_TOKEN'],
};

/** Why `input` is not a valid `operation` request, or null when it is. */
export function publicInputProblem(operation: string, input: object): string | null {
  const schema = OPERATIONS[operation];
  if (!schema) return null;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'The request';
    return issue.code === 'invalid_type' && issue.input === undefined ? `Missing required parameter ${field}.` : `${field} must be ${expected(issue)}.`;
  }
  if (operation === 'InitiateAuth') {
    const { AuthFlow, AuthParameters = {} } = parsed.data as { AuthFlow: string; AuthParameters?: Record<string, string> };
    const missing = (FLOW_PARAMETERS[AuthFlow] ?? []).find((name) => !(name in AuthParameters));
    if (missing) return `Missing required parameter ${missing}.`;
  }
  return null;
}

function expected(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return 'a map of strings';
  return issue.expected === 'string' ? 'a string' : issue.expected === 'record' || issue.expected === 'object' ? 'a map of strings' : `a ${issue.expected}`;
}
