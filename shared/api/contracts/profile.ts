import { defineRoute } from '../contract';
import { profileSchema, updateProfileRequestSchema } from '../profile';

export const getProfile = defineRoute({
  method: 'GET',
  path: '/me/profile',
  auth: 'user',
  summary: "The caller's profile",
  response: profileSchema,
});

/** Updates only the fields it carries (the search panel sends the two dietary lists only). */
export const updateProfile = defineRoute({
  method: 'PUT',
  path: '/me/profile',
  auth: 'user',
  summary: "Update the caller's profile",
  request: { body: updateProfileRequestSchema },
  response: profileSchema,
});
