/**
 * The single table's key schema (docs/architecture.md, section 6). The CDK Data stack and the local runtime's
 * table creation both read this, so the two can never drift apart.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** TTL attribute, epoch seconds. DynamoDB deletes lazily; every read also filters it. */
  ttlAttribute: 'expiresAt',
  /** Every item names its entity, so a raw dump reads clearly and cleanup can tell items apart. */
  entityAttribute: 'entity',
} as const;

export const GSI1 = {
  indexName: 'gsi1',
  partitionKey: 'gsi1pk',
  sortKey: 'gsi1sk',
} as const;

/**
 * A sparse index of items that carry `expiresAt`: `gsi2pk` is `EXPIRES#<UTC date of expiry>` and
 * `gsi2sk` is `<expiresAt>#<pk>#<sk>`, so the cleanup job finds what is due with Queries, never a Scan.
 * Counter items also appear here (`gsi2pk` = `TOTALS`) so the job can reconcile them.
 */
export const GSI2 = {
  indexName: 'gsi2',
  partitionKey: 'gsi2pk',
  sortKey: 'gsi2sk',
} as const;
