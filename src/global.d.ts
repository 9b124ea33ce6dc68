/// <reference types="@tarojs/taro" />

/** An imported image is its URL in the build (or a data URI when tiny). */
declare module '*.png' {
  const url: string
  export default url
}
declare module '*.jpg' {
  const url: string
  export default url
}
declare module '*.jpeg' {
  const url: string
  export default url
}
declare module '*.gif' {
  const url: string
  export default url
}
declare module '*.svg' {
  const url: string
  export default url
}
declare module '*.css'
declare module '*.scss'

/** API origin, injected per platform by `defineConstants` in config/index.ts ('' on H5). */
declare const API_BASE_URL: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'qq' | 'jd' | 'harmony' | 'jdrn'
    TARO_APP_API_BASE?: string
  }
}
