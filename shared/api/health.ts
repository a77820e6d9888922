import * as z from 'zod';

/** GET /health: liveness, the adapter behind each provider port, and whether the table answers. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  stage: z.string(),
  providers: z.record(z.string(), z.string()),
  /** What a port's adapter gives, where it is not the real service's answer (ai: "offline estimate ..."). */
  providerNotes: z.record(z.string(), z.string()),
  table: z.enum(['reachable', 'unreachable']),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
