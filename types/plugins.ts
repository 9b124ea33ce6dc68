/** Tenant plugin grants (SPEC §3): a feature is on only when its id is granted. */
export const PLUGIN_IDS = {
  theme: 3,
  lovegift: 6,
  partner: 7,
  video: 8,
  popmatchmaker: 12,
  message: 15
} as const

export type PluginName = keyof typeof PLUGIN_IDS
export type PluginFlags = Record<PluginName, boolean>

export function pluginFlags(grantPluginIds: readonly number[]): PluginFlags {
  const granted = new Set(grantPluginIds)
  const flags = {} as PluginFlags
  for (const name of Object.keys(PLUGIN_IDS) as PluginName[]) {
    flags[name] = granted.has(PLUGIN_IDS[name])
  }
  return flags
}
