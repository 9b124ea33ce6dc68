import { API } from '../../types/api'
import type { NavigationName } from '../../types/models'
import { call, type CallOptions } from './client'

export const getNavigationByName = (name: NavigationName, options?: CallOptions) =>
  call(API.navigation.getNavigationByName, { name }, options)
