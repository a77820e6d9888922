import { randomUUID } from 'node:crypto';
import {
  DINER_PROFILE_ERROR_CODES,
  DINER_PROFILE_NOT_FOUND_MESSAGE,
  type DeleteDinerProfileResponse,
  type DinerProfile,
  type DinerProfileListResponse,
  type DinerProfilePayload,
} from '../../../../shared/api/diner-profiles';
import { severitiesFor } from '../../../../shared/domain/allergy-severity';
import { DINER_PROFILE_LIMITS, dinerProfileLimitMessage } from '../../../../shared/domain/diner-profiles';
import type { AuthContext } from '../../caller';
import type { Db } from '../../data/db';
import {
  deleteDinerProfileItem,
  type DinerProfileFields,
  listDinerProfiles,
  putDinerProfile,
  updateDinerProfile,
} from '../../data/diner-profile-repository';
import { decrementTotal, incrementTotalRepairingDrift, markTotalsMoving } from '../../data/user-totals-repository';
import { DomainError } from '../../errors';
import { callerPlan } from '../billing/plan-service';
import * as clock from '../../clock';

/**
 * Diner profiles, "People I eat with" (product-rules §14.3). Creating takes a unit of the diners
 * counter with ONE conditional write against the plan's limit (DINER_PROFILE_LIMITS), then writes
 * the profile; a failed write gives the unit back. After a downgrade the counter stands above the
 * new limit: the kept profiles stay readable, editable and deletable, new ones are refused until
 * enough are deleted. Deleting gives the unit back only when its conditional delete removed one.
 */
export interface DinerProfileDeps {
  db: Db;
  now?: () => Date;
}

export async function listCallerDinerProfiles(deps: DinerProfileDeps, caller: AuthContext): Promise<DinerProfileListResponse> {
  const [{ tier }, items] = await Promise.all([callerPlan(deps.db, caller.userId), listDinerProfiles(deps.db, caller.userId)]);
  return { items, limit: DINER_PROFILE_LIMITS[tier], tier };
}

export async function createDinerProfile(deps: DinerProfileDeps, caller: AuthContext, payload: DinerProfilePayload): Promise<DinerProfile> {
  const { db } = deps;
  const { userId } = caller;
  const now = deps.now?.() ?? clock.now();
  const { tier } = await callerPlan(db, userId);
  await incrementTotalRepairingDrift(db, userId, 'diners', DINER_PROFILE_LIMITS[tier], now, {
    code: DINER_PROFILE_ERROR_CODES.limitReached,
    message: dinerProfileLimitMessage(tier),
  });
  const at = now.toISOString();
  try {
    return await putDinerProfile(db, userId, { id: randomUUID(), ...stored(payload), created_at: at, updated_at: at });
  } catch (error) {
    await decrementTotal(db, userId, 'diners', now).catch(() => undefined);
    throw error;
  }
}

export async function replaceDinerProfile(deps: DinerProfileDeps, caller: AuthContext, id: string, payload: DinerProfilePayload): Promise<DinerProfile> {
  const now = deps.now?.() ?? clock.now();
  const updated = await updateDinerProfile(deps.db, caller.userId, id, stored(payload), now.toISOString());
  if (!updated) throw notFound();
  return updated;
}

export async function deleteDinerProfile(deps: DinerProfileDeps, caller: AuthContext, id: string): Promise<DeleteDinerProfileResponse> {
  const { db } = deps;
  const now = deps.now?.() ?? clock.now();
  await markTotalsMoving(db, caller.userId, now);
  if (!(await deleteDinerProfileItem(db, caller.userId, id))) throw notFound();
  await decrementTotal(db, caller.userId, 'diners', now);
  return { deleted: true };
}

/** The fields as stored: one severity per allergy (`allergy` where none was chosen). */
function stored(payload: DinerProfilePayload): DinerProfileFields {
  return {
    name: payload.name,
    allergies: payload.allergies,
    allergy_severities: severitiesFor(payload.allergies, payload.allergy_severities),
    dietary_preferences: payload.dietary_preferences,
  };
}

function notFound(): DomainError {
  return new DomainError('not-found', DINER_PROFILE_ERROR_CODES.notFound, DINER_PROFILE_NOT_FOUND_MESSAGE);
}
