import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { Input } from 'postcss'
import devConfig from './dev'
import prodConfig from './prod'

const taroEnv = process.env.TARO_ENV ?? 'h5'
const isH5 = taroEnv === 'h5'

/** The API contract shared with the server lives outside src/ and must be compiled too. */
const sharedTypesDir = path.resolve(__dirname, '..', 'types')

/**
 * H5 is served by our own server on the same origin, so its API base is ''. The mini-program has
 * no origin of its own and must be told where the server is.
 */
const apiBaseUrl = isH5 ? '' : process.env.TARO_APP_API_BASE || 'http://127.0.0.1:3000'

/** NutUI is drawn at 375 px; our own styles at 750 px. */
function designWidth(input?: string | number | Input): number {
  const file = typeof input === 'object' ? (input.file ?? '') : ''
  return file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'love-match',
    designWidth,
    deviceRatio: {
      640: 2.34 / 2,
      750: 1,
      375: 2,
      828: 1.81 / 2
    },
    sourceRoot: 'src',
    // Separate roots so the H5 and weapp builds never overwrite each other.
    outputRoot: `dist/${taroEnv}`,
    defineConstants: {
      API_BASE_URL: JSON.stringify(apiBaseUrl)
    },
    // One way to name a module from anywhere in src: @/ for the client, @contract/ for types/.
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@contract': path.resolve(__dirname, '..', 'types')
    },
    // Prepended to every stylesheet we compile, so pages use the design tokens without importing
    // them. NutUI's styles are compiled CSS (babel.config.js picks style/css), so they never see it.
    sass: { resource: [path.resolve(__dirname, '..', 'src', 'styles', 'tokens.scss')] },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      compile: { include: [sharedTypesDir] },
      // Imported images get the same path as in the H5 build (static/images/…), so a URL saved from
      // the mini-program (a built-in avatar) is also one the server serves from the H5 build.
      imageUrlLoaderOption: { name: (filename: string) => filename.replace('src/', 'static/images/') },
      // Pages import shared components in different orders, which the CSS extractor reports on every
      // build; each stylesheet is scoped by its component's BEM block, so the order changes no rule's
      // meaning. This only silences the report (the emitted CSS is the same), as the H5 build does.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false }
      }
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      // Base path '/' is the router's default. Setting `basename: '/'` explicitly breaks it: the
      // router strips the basename before matching, so '/pages/x' becomes 'pages/x' and no route matches.
      router: { mode: 'browser' },
      compile: { include: [sharedTypesDir] },
      // NutUI ships ES modules that still need our babel pass (JSX runtime, on-demand styles).
      esnextModules: ['@nutui'],
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js'
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        // Taro splits only the initial chunks, so every lazy page would carry its own copy of
        // what pages share (the page shell, NutUI components); split the lazy ones too. Taro's
        // minSize 0 would also give each small shared module (one domain's API calls) a chunk of
        // its own, listed in every route's loader: under 1.5 KB a page keeps its own copy instead.
        chain.optimization.splitChunks({ ...chain.optimization.get('splitChunks'), chunks: 'all', minSize: 1500 })
      }
    }
  }

  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
