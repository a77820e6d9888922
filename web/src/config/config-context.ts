import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@shared/config/runtime-config';

export const ConfigContext = createContext<RuntimeConfig | null>(null);

/** The validated runtime config; only usable below <App>'s config gate. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig used outside the config gate');
  return config;
}
