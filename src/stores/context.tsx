import { createContext, useContext, type PropsWithChildren } from 'react'
import type { Stores } from './root'

const StoresContext = createContext<Stores | null>(null)

export function StoresProvider({ stores, children }: PropsWithChildren<{ stores: Stores }>) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

/** The app's stores; components that read them are wrapped in `observer`. */
export function useStores(): Stores {
  const stores = useContext(StoresContext)
  if (!stores) throw new Error('useStores() must be used under <StoresProvider>')
  return stores
}
