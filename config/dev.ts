import type { UserConfigExport } from '@tarojs/cli'

/** The API server's default address, used by the H5 dev server's proxy (`npm run dev:h5`). */
const DEV_API_TARGET = process.env.TARO_APP_API_BASE || 'http://127.0.0.1:3000'

export default {
  logger: {
    quiet: false,
    stats: true
  },
  mini: {},
  h5: {
    devServer: {
      // The H5 client calls the API on its own origin; in dev that origin is the dev server.
      proxy: {
        // ws: the chat socket lives under /common/api too.
        '/common/api': { target: DEV_API_TARGET, changeOrigin: true, ws: true },
        '/love/api': { target: DEV_API_TARGET, changeOrigin: true }
      }
    }
  }
} satisfies UserConfigExport<'webpack5'>
