import { API } from '@contract/api'
import type { NavigationName } from '@contract/models'
import { call, type CallOptions } from './client'

export const getNavigationByName = (name: NavigationName, options?: CallOptions) =>
  call(API.navigation.getNavigationByName, { name }, options)
