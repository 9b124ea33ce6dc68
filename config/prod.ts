import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Always extract CSS into hashed files so the server can cache them for long.
    enableExtract: true
  }
} satisfies UserConfigExport<'webpack5'>
