import { Type } from '@sinclair/typebox'
import { POSTER_TEMPLATES } from '@contract/poster'
import { MESSAGE, oneOf, withMessage } from '../../lib/schemas'
import { SCENE_ID_PATTERN } from './repository'

export const GetMyPosterReqSchema = Type.Object({ template: withMessage(oneOf(POSTER_TEMPLATES), '海报模板不正确') })
export const PosterSchema = Type.Object({ url: Type.String() })

export const ResolveSceneReqSchema = Type.Object({
  scene: Type.String({ pattern: SCENE_ID_PATTERN, [MESSAGE]: '二维码已失效' })
})
export const SceneTargetSchema = Type.Object({
  page: Type.String(),
  params: Type.Record(Type.String(), Type.String())
})
