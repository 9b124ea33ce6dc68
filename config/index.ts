import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { Input } from 'postcss'
import type { Chunk, Module } from 'webpack'
import devConfig from './dev'
import prodConfig from './prod'

const taroEnv = process.env.TARO_ENV ?? 'h5'
const isH5 = taroEnv === 'h5'
/**
 * The dev server (`--watch`) is the only development build. NODE_ENV is a shell's or host's setting
 * and says nothing about what `taro build` is making: a one-off build is always the production one.
 */
const isWatch = process.argv.includes('--watch')

/** The API contract shared with the server lives outside src/ and must be compiled too. */
const sharedTypesDir = path.resolve(__dirname, '..', 'types')

/**
 * H5 is served by our own server on the same origin, so its API base is ''. The mini-program has
 * no origin of its own and must be told where the server is.
 */
const apiBaseUrl = isH5 ? '' : process.env.TARO_APP_API_BASE || 'http://127.0.0.1:3000'

const sourceDir = path.resolve(__dirname, '..', 'src')
/** The packages of src/app.config.ts by their root folder in src/: '' is the main package (`pages`). */
const PACKAGES = ['', 'member', 'subpages', 'uni_modules']

function packageOfFile(file: string): string {
  const relative = path.relative(sourceDir, file)
  return PACKAGES.find((root) => root && relative.startsWith(`${root}${path.sep}`)) ?? ''
}

/**
 * The package whose page a lazy chunk serves, read from what imports it: the route table imports
 * `./subpages/staff/contracts`, a page imports its own parts (a sheet opened on a tap).
 */
function packageOf(chunk: Chunk): string {
  for (const group of chunk.groupsIterable) {
    for (const { module, request } of group.origins) {
      const importer = module as Module | null
      const found =
        packageOfFile(importer?.nameForCondition() ?? '') ||
        (importer?.context && request ? packageOfFile(path.resolve(importer.context, request)) : '')
      if (found) return found
    }
  }
  return ''
}

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
        // Taro splits only the initial chunks (its runtime out of the app bundle), so every lazy page
        // would carry its own copy of what pages share (the page shell, NutUI components). Shared code
        // is split per package, as the mini-program does: a chunk serves the pages of one package only,
        // and holds only modules all of them use, so the home's chunks carry nothing it does not draw
        // and a staff page's shared code never ships with a member's. Taro's minSize 0 would also give
        // each small shared module (one domain's API calls) a chunk of its own, listed in every route's
        // loader in the app bundle's route table: under 6 KB of source a page keeps its own copy instead.
        const taroSplit = chain.optimization.get('splitChunks')
        chain.optimization.splitChunks({
          ...taroSplit,
          chunks: 'all',
          minSize: 6000,
          cacheGroups: {
            ...taroSplit.cacheGroups,
            common: false,
            vendors: false,
            taro: { ...taroSplit.cacheGroups.taro, chunks: 'initial' },
            ...Object.fromEntries(
              PACKAGES.map((root) => [
                `package-${root || 'main'}`,
                {
                  chunks: (chunk: Chunk) => !chunk.canBeInitial() && packageOf(chunk) === root,
                  minChunks: 2,
                  priority: 50
                }
              ])
            )
          }
        })
        // Taro injects its own base stylesheets from JavaScript, ahead of ours; extracted like ours
        // instead, they come first in app.css all the same (the entry imports them before the app) and
        // leave the style-injection runtime out of the app bundle.
        const extractCss = chain.module.rule('customStyle').uses.values()[0].entries()
        chain.module.rule('taroStyle').uses.clear().end().use('extract').merge(extractCss)
        // Taro's base stylesheet embeds the weui icon font as a data: URL, which css-loader turns into a
        // module of the app bundle. Emitted as a file instead, it is only downloaded by a page that
        // draws one of those icons (none of ours does).
        chain.module
          .rule('embedded-font')
          .set('scheme', 'data')
          .set('mimetype', 'application/octet-stream')
          .set('type', 'asset/resource')
          .set('generator', { filename: 'static/fonts/[contenthash:8].ttf' })
        // The icon font of Taro's toasts, embedded in its script the same way.
        chain.module
          .rule('toast-font')
          .test(/@tarojs[\\/]taro-h5[\\/]dist[\\/]api[\\/]ui[\\/]interaction[\\/]index\.js$/)
          .pre()
          .use('embedded-font')
          .loader(path.resolve(__dirname, 'embedded-font-loader.js'))
          .options({ publicPath: '/', directory: 'static/fonts' })
        // Taro.request brings polyfills of fetch and AbortController, native in every browser the H5
        // build targets (babel.config.js), and the library behind its JSONP mode, which we never use.
        chain.resolve.merge({
          alias: {
            'whatwg-fetch': false,
            'abortcontroller-polyfill/dist/abortcontroller-polyfill-only': false,
            'jsonp-retry': false
          }
        })
        if (process.env.BUNDLE_REPORT) {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer')
          const report = path.resolve(__dirname, '..', 'dist', 'analyze')
          chain.plugin('bundle-report-html').use(BundleAnalyzerPlugin, [
            {
              analyzerMode: 'static',
              reportFilename: path.join(report, 'h5.html'),
              openAnalyzer: false,
              logLevel: 'warn'
            }
          ])
          chain
            .plugin('bundle-report-json')
            .use(BundleAnalyzerPlugin, [
              { analyzerMode: 'json', reportFilename: path.join(report, 'h5.json'), logLevel: 'warn' }
            ])
        }
      }
    }
  }

  return merge({}, baseConfig, isWatch ? devConfig : prodConfig)
})
