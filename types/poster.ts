import type { POSTER_API } from './poster-api'

/** promotion: a promoter's invitation to register; profile: a member's own card to share. */
export const POSTER_TEMPLATES = ['promotion', 'profile'] as const
export type PosterTemplate = (typeof POSTER_TEMPLATES)[number]

/** Posters are drawn at the size of a phone screen's design width. */
export const POSTER_WIDTH = 750
export const POSTER_HEIGHT = 1334

/** The mini-program's limit on a QR code's scene: the code carries an id, the server the page. */
export const SCENE_MAX = 32

/** The query a scene stands for, as the page reads it. */
export type SceneParams = Record<string, string>

export interface GetMyPosterReq {
  template: PosterTemplate
}
export interface PosterRes {
  /** The PNG, stored on this server; the address changes when the poster is redrawn. */
  url: string
}
export interface ResolveSceneReq {
  scene: string
}
export interface SceneTarget {
  /** A page path without the leading slash, e.g. `pages/login/register`. */
  page: string
  params: SceneParams
}

export interface PosterEndpoints {
  [POSTER_API.getMyPoster]: { req: GetMyPosterReq; res: PosterRes }
  [POSTER_API.resolveScene]: { req: ResolveSceneReq; res: SceneTarget }
}
