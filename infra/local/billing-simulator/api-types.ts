/** One request to the simulator's Stripe-format API, and its answer (shared by the dispatcher and its routes). */
export interface ApiRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}
