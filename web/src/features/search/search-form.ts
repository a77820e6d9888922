// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { Coordinates } from '../../../../shared/api/places';
import { SEARCH_RADIUS_MAX, SEARCH_RADIUS_MIN } from '../../../../shared/api/places-constants';
import { severitiesFor, type AllergySeverities, type AllergySeverity } from '../../../../shared/domain/allergy-severity';
import { CUISINES, type Cuisine } from '../../../../shared/domain/cuisines';
import { PRICE_LEVELS, type PriceLevel } from '../../../../shared/domain/search-lexicon/types';
import { TABLE_MAX_DINERS } from '../../../../shared/domain/table';

/** The search form's own fields (location apart: see the location chooser). */
export interface SearchFormValues {
  searchQuery: string;
  cuisineType: 'any' | Cuisine;
  priceRange: 'any' | PriceLevel;
  dietaryRestrictions: string[];
  allergies: string[];
  /** Each allergy's severity (product-rules §11.4), one per allergy of the list. */
  allergySeverities: Record<string, AllergySeverity>;
  /** 1 to 5, in the profile's unit. */
  searchRadius: number;
}

/** A location typed by hand and resolved to coordinates. */
export interface ManualLocation {
  label: string;
  coordinates: Coordinates;
}

export const DEFAULT_RADIUS = SEARCH_RADIUS_MAX;
export const RADIUS_RANGE = { min: SEARCH_RADIUS_MIN, max: SEARCH_RADIUS_MAX, step: 1 } as const;

/** The profile's lists as the form reads them (severities absent in profiles stored before them). */
export interface ProfileLists {
  dietary_preferences: string[];
  allergies: string[];
  allergy_severities?: AllergySeverities;
}

/** Defaults, with the diet and allergy lists (and the allergies' severities) from the profile. */
export function defaultValues(profile: ProfileLists | null): SearchFormValues {
  return {
    searchQuery: '',
    cuisineType: 'any',
    priceRange: 'any',
    dietaryRestrictions: [...(profile?.dietary_preferences ?? [])],
    allergies: [...(profile?.allergies ?? [])],
    allergySeverities: severitiesFor(profile?.allergies ?? [], profile?.allergy_severities),
    searchRadius: DEFAULT_RADIUS,
  };
}

/** What History's Search Again hands to /home (product-rules §9.1, /home; product-rules §9.1, /history). */
export interface SearchAgainState {
  searchQuery?: string;
  cuisineType?: 'any' | Cuisine;
  priceRange?: 'any' | PriceLevel;
  dietaryRestrictions?: string[];
  location?: string;
  coordinates?: Coordinates;
  /** Who the search was for (product-rules §14.4): diner profile ids only. */
  table?: { includeMe: boolean; dinerIds: string[] };
}

const isCoordinates = (v: unknown): v is Coordinates =>
  !!v && typeof v === 'object' && Number.isFinite((v as Coordinates).lat) && Number.isFinite((v as Coordinates).lng);

/**
 * Reads navigation state defensively: history rows may be old, and anything can arrive in state.
 * Unknown cuisines and prices are dropped; null when there is nothing to pre-fill.
 */
export function readSearchAgainState(state: unknown): SearchAgainState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const out: SearchAgainState = {};
  if (typeof s.searchQuery === 'string') out.searchQuery = s.searchQuery;
  if (typeof s.cuisineType === 'string' && (s.cuisineType === 'any' || (CUISINES as readonly string[]).includes(s.cuisineType))) {
    out.cuisineType = s.cuisineType as Cuisine;
  }
  if (typeof s.priceRange === 'string' && (s.priceRange === 'any' || (PRICE_LEVELS as readonly string[]).includes(s.priceRange))) {
    out.priceRange = s.priceRange as PriceLevel;
  }
  if (Array.isArray(s.dietaryRestrictions)) out.dietaryRestrictions = s.dietaryRestrictions.filter((d): d is string => typeof d === 'string');
  if (typeof s.location === 'string' && s.location.trim()) out.location = s.location.trim();
  if (isCoordinates(s.coordinates)) out.coordinates = { lat: s.coordinates.lat, lng: s.coordinates.lng };
  const table = s.table as { includeMe?: unknown; dinerIds?: unknown } | undefined;
  if (table && Array.isArray(table.dinerIds)) {
    const dinerIds = table.dinerIds.filter((id): id is string => typeof id === 'string').slice(0, TABLE_MAX_DINERS);
    if (dinerIds.length > 0) out.table = { includeMe: table.includeMe !== false, dinerIds };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The form's starting values: the profile's lists, replaced by this session's last search choices
 * when there are any, then a Search Again over both (its diets win; it carries no allergies).
 */
export function startingValues(
  profile: ProfileLists | null,
  choices: { dietaryRestrictions: string[]; allergies: string[]; allergySeverities?: AllergySeverities } | null,
  again: SearchAgainState | null,
): SearchFormValues {
  const defaults = defaultValues(profile);
  // Choices saved before severities existed: the profile's severity of each allergy, else `allergy`.
  const chosen = choices
    ? {
        ...defaults,
        dietaryRestrictions: [...choices.dietaryRestrictions],
        allergies: [...choices.allergies],
        allergySeverities: severitiesFor(choices.allergies, choices.allergySeverities ?? profile?.allergy_severities),
      }
    : defaults;
  return applySearchAgain(chosen, again);
}

/** The form values for a Search Again: the history row over the defaults (allergies are kept). */
export function applySearchAgain(defaults: SearchFormValues, again: SearchAgainState | null): SearchFormValues {
  if (!again) return defaults;
  return {
    ...defaults,
    searchQuery: again.searchQuery ?? defaults.searchQuery,
    cuisineType: again.cuisineType ?? defaults.cuisineType,
    priceRange: again.priceRange ?? defaults.priceRange,
    dietaryRestrictions: again.dietaryRestrictions ?? defaults.dietaryRestrictions,
  };
}
