import { defineRoute } from '../contract';
import {
  deleteDinerProfileResponseSchema,
  dinerProfileListResponseSchema,
  dinerProfileParamsSchema,
  dinerProfileRequestSchema,
  dinerProfileSchema,
} from '../diner-profiles';

/** Diner profiles, "People I eat with" (issue 20, product-rules §14.3): schemas and error codes in `shared/api/diner-profiles.ts`. */
export const listDinerProfiles = defineRoute({
  method: 'GET',
  path: '/diner-profiles',
  auth: 'user',
  summary: "The caller's diner profiles, oldest first, with the plan's limit",
  response: dinerProfileListResponseSchema,
});
export const createDinerProfile = defineRoute({
  method: 'POST',
  path: '/diner-profiles',
  auth: 'user',
  summary: 'Add a diner profile (plan limit enforced with one conditional write); answers 201',
  request: { body: dinerProfileRequestSchema },
  response: dinerProfileSchema,
});
export const updateDinerProfile = defineRoute({
  method: 'PUT',
  path: '/diner-profiles/{id}',
  auth: 'user',
  summary: 'Replace a diner profile (name, allergies with severity, diets)',
  request: { params: dinerProfileParamsSchema, body: dinerProfileRequestSchema },
  response: dinerProfileSchema,
});
export const deleteDinerProfile = defineRoute({
  method: 'DELETE',
  path: '/diner-profiles/{id}',
  auth: 'user',
  summary: 'Delete a diner profile',
  request: { params: dinerProfileParamsSchema },
  response: deleteDinerProfileResponseSchema,
});
