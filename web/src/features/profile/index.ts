// The profile feature's public API. Kept to hooks and one shared editor: the page itself loads lazily from the routes.
import { lazy } from 'react';
export { DietaryListEditor } from './components/DietaryListEditor';
export { profileQuery, useProfile, useSaveProfile, type ProfileLoad } from './hooks/use-profile';
export { applyAccountLanguage } from './account-language';
export const ProfilePage = lazy(() => import('./components/ProfilePage'));
