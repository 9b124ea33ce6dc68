import { NAVIGATION_API } from '@contract/navigation-api'
import type { NavigationName } from '@contract/models'
import { call, type CallOptions } from './client'

export const getNavigationByName = (name: NavigationName, options?: CallOptions) =>
  call(NAVIGATION_API.getNavigationByName, { name }, options)
